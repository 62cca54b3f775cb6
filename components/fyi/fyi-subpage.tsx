import type { ComponentProps } from 'react'
import { BreadcrumbJsonLd, JsonLd } from '@/components/ui/json-ld'
import { FyiScreen } from './fyi-screen'

/**
 * A chosen letter's or category's page: its structured data and breadcrumb under Resources,
 * its heading, then the FYI screen.
 */
export function FyiSubpage({
  heading,
  crumb,
  structuredData,
  ...screen
}: {
  heading: string
  crumb: { name: string; path: string }
  structuredData: object
} & ComponentProps<typeof FyiScreen>) {
  return (
    <div className="page">
      <JsonLd data={structuredData} />
      <BreadcrumbJsonLd section={{ name: 'Resources', path: '/fyi' }} page={crumb} />
      <h1>{heading}</h1>
      <FyiScreen {...screen} />
    </div>
  )
}

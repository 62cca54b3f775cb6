import type { Metadata } from 'next'
import { FilterPage, filterMetadata } from '@/components/events/filter-page'
import { getEventFilters } from '@/lib/events/queries'
import { FAMILY_FILTER, FREE_FILTER } from '@/lib/events/facts'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  feature: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const features = (await getEventFilters()).filter((f) => !isAudience(f.slug))
  // Next needs one entry at least; with no event that has it, the page is a 404.
  if (!features.length) return [{ feature: 'step-free' }]
  return features.map((f) => ({ feature: f.slug }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const feature = decodeSegment((await params).feature) ?? ''
  return isAudience(feature) ? {} : filterMetadata(feature)
}

export default async function AccessFeaturePage({ params }: { params: Promise<Params> }) {
  const feature = decodeSegment((await params).feature) ?? ''
  return <FilterPage slug={isAudience(feature) ? '' : feature} />
}

/** Free and family have pages of their own, not under /events/access/. */
const isAudience = (slug: string) => slug === FREE_FILTER || slug === FAMILY_FILTER

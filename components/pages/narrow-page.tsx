import type { ReactNode } from 'react'
import type { SitePageId } from '@/lib/pages/schema'
import { PagePreviewBar } from './page-preview-bar'

/** One of the site's plain text pages: a narrow column, its heading and the page's own lede. */
export function NarrowPage({
  id,
  title,
  lede,
  children,
}: {
  id: SitePageId
  title: string
  lede?: string
  children: ReactNode
}) {
  return (
    <div className="page page--narrow">
      <PagePreviewBar id={id} />
      <h1>{title}</h1>
      {lede ? <p className="lede">{lede}</p> : null}
      {children}
    </div>
  )
}

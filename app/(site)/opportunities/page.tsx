import type { Metadata } from 'next'
import Link from 'next/link'
import { HtmlContent } from '@/components/content/html-content'
import { UpdateCardGrid } from '@/components/updates/update-card'
import { sitePageFor } from '@/lib/pages/queries'
import { PagePreviewBar } from '@/components/pages/page-preview-bar'
import { pageAlternates } from '@/lib/site/metadata'
import { thisLondonYear } from '@/lib/site/this-year'
import { getUpdatesInCategory, OPPORTUNITIES_CATEGORY } from '@/lib/updates/queries'

export const metadata: Metadata = {
  title: 'Opportunities',
  description:
    'Open calls, awards, volunteering and other ways to take part in Creative Communities.',
  alternates: pageAlternates('/opportunities'),
}

/** How many opportunities the page lists; older ones stay in the news archive. */
const LISTED = 24

/** The news items in the 'Opportunities' category, newest first, and the standing ways in. */
export default async function OpportunitiesPage() {
  const [opportunities, thisYear, page] = await Promise.all([
    getUpdatesInCategory(OPPORTUNITIES_CATEGORY, LISTED),
    thisLondonYear(),
    sitePageFor('opportunities'),
  ])
  return (
    <div className="page">
      <PagePreviewBar id="opportunities" />
      <h1>Opportunities</h1>
      {page.lede ? <p className="lede">{page.lede}</p> : null}
      <section className="section" aria-labelledby="open-calls-heading">
        <h2 id="open-calls-heading">Latest opportunities</h2>
        {opportunities.length ? (
          <UpdateCardGrid updates={opportunities} thisYear={thisYear} testId="opportunities" />
        ) : (
          <p className="empty-state">
            There are no open calls listed here at the moment. New ones are announced in our{' '}
            <Link href="/updates">news</Link> first.
          </p>
        )}
      </section>
      <section className="section prose" aria-labelledby="always-open-heading">
        <h2 id="always-open-heading">Always open</h2>
        <HtmlContent html={page.body} className="link-lists" />
      </section>
    </div>
  )
}

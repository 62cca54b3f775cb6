import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PastEvents } from '@/components/events/past-events'
import { laterPageParams, parsePageNumber } from '@/lib/content/pagination'
import { getEventListing, getPreviousEvents } from '@/lib/events/queries'
import { PRERENDERED_ARCHIVE_PAGES, previousEventsHref } from '@/lib/events/pagination'
import { pageAlternates } from '@/lib/site/metadata'

interface Params {
  page: string
}

/* /events/archive/page/{n}: page n (≥ 2) of the 'Previous' grid (see lib/events/pagination.ts).
 * proxy.ts has already answered malformed numbers and pages past every published event. */

export async function generateStaticParams(): Promise<Params[]> {
  const { pageCount } = await getPreviousEvents(1, (await getEventListing()).asOf)
  return laterPageParams(pageCount, PRERENDERED_ARCHIVE_PAGES)
}

async function archivePage(segment: string) {
  const number = parsePageNumber(segment)
  if (number === null || number < 2) return null
  const listing = await getEventListing()
  const page = await getPreviousEvents(number, listing.asOf)
  return number > page.pageCount ? null : { page, thisYear: listing.thisYear }
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await archivePage((await params).page)
  if (!found) return {}
  const { page, pageCount } = found.page
  return {
    title: `Past events: page ${page} of ${pageCount}`,
    description: `Events Creative Communities has held, the most recent first: page ${page} of ${pageCount}.`,
    alternates: pageAlternates(previousEventsHref(page, null)),
  }
}

export default async function EventsArchivePage({ params }: { params: Promise<Params> }) {
  const found = await archivePage((await params).page)
  if (!found) notFound()
  return <PastEvents page={found.page} category={null} thisYear={found.thisYear} />
}

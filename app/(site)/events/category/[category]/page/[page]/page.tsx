import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PastEvents } from '@/components/events/past-events'
import { parsePageNumber } from '@/lib/content/pagination'
import { eventCategoryAt } from '@/lib/events/categories'
import { getEventListing, getPreviousEvents } from '@/lib/events/queries'
import { previousEventsHref } from '@/lib/events/pagination'
import { pageAlternates } from '@/lib/site/metadata'

interface Params {
  category: string
  page: string
}

/* /events/category/{slug}/page/{n}: page n (≥ 2) of one category's past events. None is
 * prerendered (there may be hundreds); each renders on its first visit and is then cached. */

export async function generateStaticParams(): Promise<Params[]> {
  // Next needs at least one entry; this one is a 404 like any unknown category.
  return [{ category: 'none', page: '2' }]
}

async function categoryPage(params: Promise<Params>) {
  const { category: segment, page: pageSegment } = await params
  const number = parsePageNumber(pageSegment)
  const category = await eventCategoryAt(segment)
  if (number === null || number < 2 || !category) return null
  const listing = await getEventListing()
  const page = await getPreviousEvents(number, listing.asOf, category)
  return number > page.pageCount ? null : { category, page, thisYear: listing.thisYear }
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await categoryPage(params)
  if (!found) return {}
  const { page, pageCount } = found.page
  return {
    title: `Past ${found.category} events: page ${page} of ${pageCount}`,
    description: `${found.category} events Creative Communities has held, the most recent first: page ${page} of ${pageCount}.`,
    alternates: pageAlternates(previousEventsHref(page, found.category)),
  }
}

export default async function EventCategoryArchivePage({ params }: { params: Promise<Params> }) {
  const found = await categoryPage(params)
  if (!found) notFound()
  return <PastEvents page={found.page} category={found.category} thisYear={found.thisYear} />
}

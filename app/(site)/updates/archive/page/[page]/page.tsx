import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PreviousUpdates } from '@/components/updates/previous-updates'
import { thisLondonYear } from '@/lib/site/this-year'
import { getUpdatesPage } from '@/lib/updates/queries'
import { pageAlternates } from '@/lib/site/metadata'
import { laterPageParams, parsePageNumber } from '@/lib/content/pagination'
import {
  PRERENDERED_LISTING_PAGES,
  UPDATES_PAGE_SIZE,
  updatesPageHref,
} from '@/lib/updates/pagination'

interface Params {
  page: string
}

/* /updates/archive/page/{n}: page n (≥ 2) of the 'Previous' grid (see lib/updates/pagination.ts).
 * proxy.ts has already answered page 1, malformed numbers and pages past the end. */

export async function generateStaticParams(): Promise<Params[]> {
  const { pageCount } = await getUpdatesPage(1, UPDATES_PAGE_SIZE)
  return laterPageParams(pageCount, PRERENDERED_LISTING_PAGES)
}

async function listingPage(segment: string) {
  const pageNumber = parsePageNumber(segment)
  if (pageNumber === null || pageNumber < 2) return null
  const page = await getUpdatesPage(pageNumber, UPDATES_PAGE_SIZE)
  return pageNumber > page.pageCount ? null : page
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const page = await listingPage((await params).page)
  if (!page) return {}
  return {
    title: `News: page ${page.page} of ${page.pageCount}`,
    description: `Earlier news from Creative Communities, page ${page.page} of ${page.pageCount}.`,
    alternates: pageAlternates(updatesPageHref(page.page)),
  }
}

export default async function UpdatesListingPage({ params }: { params: Promise<Params> }) {
  const page = await listingPage((await params).page)
  if (!page) notFound()
  const thisYear = await thisLondonYear()
  return (
    <div className="page">
      <h1>
        News: page {page.page} of {page.pageCount}
      </h1>
      <PreviousUpdates
        page={page}
        heading="Earlier news"
        description="Older news from the programme, the newest first."
        thisYear={thisYear}
      />
    </div>
  )
}

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { PreviousUpdates } from '@/components/updates/previous-updates'
import { UpdatePageView } from '@/components/updates/update-page-view'
import { getUpdate, getUpdatesPage } from '@/lib/updates/queries'
import { decodeSegment, updatePath } from '@/lib/site/routes'
import { pageAlternates } from '@/lib/site/metadata'
import { updateMetadata } from '@/lib/updates/metadata'
import {
  LISTING_SEGMENT,
  parsePageNumber,
  PRERENDERED_LISTING_PAGES,
  UPDATES_PAGE_SIZE,
  updatesPageHref,
} from '@/lib/updates/pagination'

interface Params {
  page: string
}

/*
 * /updates/page/{n}: page n (≥ 2) of the 'Previous' grid. Why this URL, and why the segment
 * may also name an update whose slug is "page": see lib/updates/pagination.ts.
 */

export async function generateStaticParams(): Promise<Params[]> {
  const { pageCount } = await getUpdatesPage(1, UPDATES_PAGE_SIZE)
  const last = Math.min(pageCount, PRERENDERED_LISTING_PAGES)
  // Next needs at least one entry; with a single page, /updates/page/2 prerenders the 404.
  if (last < 2) return [{ page: '2' }]
  return Array.from({ length: last - 1 }, (_, i) => ({ page: String(i + 2) }))
}

/** What the segment names: a listing page, an update whose slug is "page", or nothing. */
async function resolve(segment: string) {
  const pageNumber = parsePageNumber(segment)
  if (pageNumber !== null) {
    return { kind: 'listing' as const, pageNumber }
  }
  const update = await getUpdate(decodeSegment(segment) ?? '')
  return update ? { kind: 'update' as const, update } : null
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const target = await resolve((await params).page)
  if (!target) return {}
  if (target.kind === 'update') return updateMetadata(target.update)
  const { pageCount } = await getUpdatesPage(target.pageNumber, UPDATES_PAGE_SIZE)
  return {
    title: `News: page ${target.pageNumber} of ${pageCount}`,
    description: `Earlier news from Creative Communities, page ${target.pageNumber} of ${pageCount}.`,
    alternates: pageAlternates(updatesPageHref(target.pageNumber)),
  }
}

export default async function UpdatesListingPage({ params }: { params: Promise<Params> }) {
  const target = await resolve((await params).page)
  if (!target) notFound()

  if (target.kind === 'update') {
    // A real update URL only when its slug is "page"; otherwise a wrong slug, as elsewhere.
    if (target.update.titleSlug !== LISTING_SEGMENT) permanentRedirect(updatePath(target.update))
    const previous = await getUpdatesPage(1, UPDATES_PAGE_SIZE)
    return <UpdatePageView update={target.update} previous={previous} />
  }

  if (target.pageNumber === 1) permanentRedirect(updatesPageHref(1))
  const page = await getUpdatesPage(target.pageNumber, UPDATES_PAGE_SIZE)
  if (target.pageNumber > page.pageCount) notFound()
  return (
    <div className="page">
      <h1>
        News: page {page.page} of {page.pageCount}
      </h1>
      <PreviousUpdates page={page} />
    </div>
  )
}

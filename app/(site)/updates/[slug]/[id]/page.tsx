import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { UpdatePageView } from '@/components/updates/update-page-view'
import { getRecentUpdates, getUpdate, getUpdatesPage } from '@/lib/updates/queries'
import { decodeSegment } from '@/lib/site/routes'
import { updateMetadata } from '@/lib/updates/metadata'
import { LISTING_SEGMENT, UPDATES_PAGE_SIZE } from '@/lib/updates/pagination'

interface Params {
  slug: string
  id: string
}

/**
 * The newest updates are prerendered at build time; older ones render on their first visit
 * and are cached from then on. Prerendering all 2,000 would read and render every one on
 * every build, for pages that are rarely visited.
 */
const PRERENDERED_UPDATES = 36

export async function generateStaticParams(): Promise<Params[]> {
  // An update whose slug is "page" is served by the listing route (see
  // lib/updates/pagination.ts), so it is not prerendered here.
  const updates = (await getRecentUpdates(PRERENDERED_UPDATES)).filter(
    (u) => u.titleSlug !== LISTING_SEGMENT,
  )
  // Next needs at least one entry; an unknown id simply renders the 404.
  if (!updates.length) return [{ slug: 'none', id: 'none' }]
  return updates.map((u) => ({ slug: u.titleSlug, id: u.id }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { id } = await params
  const update = await getUpdate(decodeSegment(id) ?? '')
  return update ? updateMetadata(update) : {}
}

export default async function UpdatePage({ params }: { params: Promise<Params> }) {
  const { id } = await params
  const update = await getUpdate(decodeSegment(id) ?? '')
  if (!update) notFound()
  // A wrong slug never gets here: proxy.ts answers it with a 308 before rendering, from
  // one source of truth, so a redirect can never bounce between two caches.
  const previous = await getUpdatesPage(1, UPDATES_PAGE_SIZE)
  return <UpdatePageView update={update} previous={previous} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { UpdatePageView } from '@/components/updates/update-page-view'
import { getRecentUpdates, getUpdate, getUpdatesPage } from '@/lib/updates/queries'
import { gatedDocumentId } from '@/lib/content/slug-index'
import { updateMetadata } from '@/lib/updates/metadata'
import { UPDATES_PAGE_SIZE } from '@/lib/updates/pagination'

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
  const updates = await getRecentUpdates(PRERENDERED_UPDATES)
  // Next needs at least one entry; an unknown id simply renders the 404.
  if (!updates.length) return [{ slug: 'none', id: 'none' }]
  return updates.map((u) => ({ slug: u.titleSlug, id: u.id }))
}

/** The update this URL shows, when the gate says the URL is its canonical one. */
async function updateFor(params: Promise<Params>) {
  const id = await gatedDocumentId('updates', await params)
  return id ? getUpdate(id) : null
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const update = await updateFor(params)
  return update ? updateMetadata(update) : {}
}

export default async function UpdatePage({ params }: { params: Promise<Params> }) {
  const update = await updateFor(params)
  // proxy.ts has answered a wrong slug (308) or an unknown id (404) already, from the same gate.
  if (!update) notFound()
  const previous = await getUpdatesPage(1, UPDATES_PAGE_SIZE)
  return <UpdatePageView update={update} previous={previous} />
}

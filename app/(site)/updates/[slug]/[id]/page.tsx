import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { UpdatePageView } from '@/components/updates/update-page-view'
import { PreviewBar } from '@/components/content/preview-bar'
import { isPreview, isUnsavedId, readDraft } from '@/lib/content/drafts'
import {
  getRecentUpdates,
  getUpdate,
  getUpdatesPage,
  UPDATES_COLLECTION,
} from '@/lib/updates/queries'
import { updateSchema, type Update } from '@/lib/updates/schema'
import { documentStaticParams } from '@/lib/site/routes'
import { pageDocument } from '@/lib/gate/gated-document'
import { updateMetadata } from '@/lib/updates/metadata'
import { thisLondonYear } from '@/lib/site/this-year'
import { UPDATES_PAGE_SIZE } from '@/lib/updates/pagination'
import { UPDATES } from '@/lib/admin/collections/updates/config'

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
  return documentStaticParams(await getRecentUpdates(PRERENDERED_UPDATES))
}

/** The update at this URL: the published one, or in an editor's preview the stored draft. */
function updateFor(params: Promise<Params>): Promise<Update | null> {
  return pageDocument('updates', params, getUpdate, (id) =>
    readDraft(UPDATES_COLLECTION, updateSchema, id),
  )
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const update = await updateFor(params)
  if (update && (await isPreview())) {
    return { title: `Preview: ${update.title}`, robots: { index: false } }
  }
  return update ? updateMetadata(update) : {}
}

export default async function UpdatePage({ params }: { params: Promise<Params> }) {
  const update = await updateFor(params)
  // proxy.ts has answered a wrong slug (308) or an unknown id (404) already, from the same gate.
  if (!update) notFound()
  const [previous, thisYear] = await Promise.all([
    getUpdatesPage(1, UPDATES_PAGE_SIZE),
    thisLondonYear(),
  ])
  return (
    <>
      {(await isPreview()) ? (
        <PreviewBar
          editPath={`${UPDATES.basePath}/${encodeURIComponent(update.id)}`}
          unsaved={isUnsavedId((await params).id)}
        />
      ) : null}
      <UpdatePageView update={update} previous={previous} thisYear={thisYear} />
    </>
  )
}

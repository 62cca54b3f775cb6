import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cookies } from 'next/headers'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { SITE_PAGES_COLLECTION } from '@/lib/content/collections'
import { isPreview, readDraft, unsavedId } from '@/lib/content/drafts'
import { parseDocument } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { PAGE_PREVIEW_COOKIE, pageOrDefault, previewOfPage } from './content'
import { SITE_PAGE_SCHEMAS, type SitePageId, type SitePages } from './schema'

export { SITE_PAGES_COLLECTION }

/**
 * One page's content: its `pages` document, or, while that is missing or invalid, the
 * defaults (lib/pages/defaults.mjs), said once in the log. One cache entry per page, all
 * under the `pages` tag, which a save expires.
 */
export async function getSitePage<K extends SitePageId>(id: K): Promise<SitePages[K]> {
  'use cache'
  cacheTag(CACHE_TAGS.pages, `${CACHE_TAGS.pages}:${id}`)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(firestore().collection(SITE_PAGES_COLLECTION).doc(id), `page ${id}`)
  const parsed = parseDocument(SITE_PAGE_SCHEMAS[id], snapshot) as SitePages[K] | null
  return pageOrDefault(id, parsed, snapshot.exists)
}

/**
 * The page for this request: in an editor's preview, the unsaved changes kept for it (the
 * cookie names them, and they must be of this page), else what is published.
 */
export async function sitePageFor<K extends SitePageId>(id: K): Promise<SitePages[K]> {
  if (await isPreview()) {
    const previewId = previewOfPage((await cookies()).get(PAGE_PREVIEW_COOKIE)?.value, id)
    const draft = previewId
      ? await readDraft(SITE_PAGES_COLLECTION, SITE_PAGE_SCHEMAS[id], unsavedId(previewId))
      : null
    if (draft) return draft as SitePages[K]
  }
  return getSitePage(id)
}

/** Whether this request is an editor's preview of unsaved changes to page `id`. */
export async function isPagePreview(id: SitePageId): Promise<boolean> {
  if (!(await isPreview())) return false
  return previewOfPage((await cookies()).get(PAGE_PREVIEW_COOKIE)?.value, id) !== null
}

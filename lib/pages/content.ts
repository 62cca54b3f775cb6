import { reportOnce } from '@/lib/content/problems'
import { DEFAULT_PAGES } from './defaults.mjs'
import { SITE_PAGE_SCHEMAS, type SitePageId, type SitePages } from './schema'

/** Names the editor's latest preview of a page's unsaved changes (lib/admin/collections/pages/actions). */
export const PAGE_PREVIEW_COOKIE = '__page_preview'

/** The cookie's value: the page, and the preview of it (`contact:abc123`). */
export function pagePreviewCookie(id: SitePageId, previewId: string): string {
  return `${id}:${previewId}`
}

/** The preview the cookie names for page `id`, or null (none, or one of another page). */
export function previewOfPage(cookie: string | undefined, id: SitePageId): string | null {
  const [page, previewId] = cookie?.split(':') ?? []
  return page === id && previewId ? previewId : null
}

/** A page's defaults, as the schema reads them (sanitised, typed). */
export function defaultPage<K extends SitePageId>(id: K): SitePages[K] {
  return SITE_PAGE_SCHEMAS[id].parse(DEFAULT_PAGES[id]) as SitePages[K]
}

/**
 * The page as stored, or its defaults when there is no valid document: a missing one is
 * said once in the log (an invalid one was already, by its parse, with its issues).
 */
export function pageOrDefault<K extends SitePageId>(
  id: K,
  parsed: SitePages[K] | null,
  exists: boolean,
): SitePages[K] {
  if (parsed) return parsed
  if (!exists) {
    reportOnce(
      'warn',
      { path: `pages/${id}`, version: 'missing' },
      `pages/${id} is missing: the page shows its default text (lib/pages/defaults.mjs)`,
    )
  } else {
    reportOnce(
      'warn',
      { path: `pages/${id}`, version: 'invalid' },
      `pages/${id} is invalid: the page shows its default text until it is saved again`,
    )
  }
  return defaultPage(id)
}

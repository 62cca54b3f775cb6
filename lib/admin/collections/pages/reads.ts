import 'server-only'
import { SITE_PAGES_COLLECTION } from '@/lib/content/collections'
import { firestore } from '@/lib/firebase/admin'
import { DEFAULT_PAGES } from '@/lib/pages/defaults.mjs'
import { SITE_PAGE_IDS, isSitePageId, type SitePageId } from '@/lib/pages/schema'
import { listFields, readDocument } from '@/lib/admin/documents/documents'
import { SITE_PAGES } from './config'
import type { Editor } from '@/lib/admin/accounts/session'
import { requireRole } from '@/lib/admin/accounts/session'
import { PAGE_FORMS, sitePageFormValues, type PageFormValues } from './form'
import { commitWrites } from '@/lib/admin/documents/write'

export interface ListedPage {
  id: SitePageId
  title: string
  path: string | null
  /** Whether it has a document yet; without one the site shows the defaults. */
  stored: boolean
}

/** The fixed set of pages, in the site's order, each said to be stored or still the defaults. */
export async function listSitePages(): Promise<ListedPage[]> {
  const stored = new Set((await listFields(SITE_PAGES_COLLECTION, [])).map((row) => row.id))
  return SITE_PAGE_IDS.map((id) => ({
    id,
    title: PAGE_FORMS[id].title,
    path: PAGE_FORMS[id].path,
    stored: stored.has(id),
  }))
}

export interface EditablePage {
  id: SitePageId
  values: PageFormValues
  /** '' while the page has no document: its first save creates it at its fixed id. */
  version: string
}

/** A page for its form: as stored (even invalid, to mend it), or its defaults. */
export async function getEditablePage(id: string): Promise<EditablePage | null> {
  await requireRole('editor')
  if (!isSitePageId(id)) return null
  const stored = await readDocument(SITE_PAGES_COLLECTION, id)
  const data = stored?.data ?? (DEFAULT_PAGES[id] as unknown as Record<string, unknown>)
  return { id, values: sitePageFormValues(id, data), version: stored?.version ?? '' }
}

/**
 * The first save of a page without a document: created at its fixed id, with its record, and
 * the pages updated; false (a conflict) if someone created it meanwhile.
 */
export async function createSitePage(
  editor: Editor,
  id: SitePageId,
  data: Record<string, unknown>,
): Promise<boolean> {
  const ref = firestore().collection(SITE_PAGES_COLLECTION).doc(id)
  const history = { action: 'create', before: null, after: data } as const
  const outcome = await commitWrites(editor, [{ ref, op: 'create', data, history }], {
    shown: [SITE_PAGES],
  })
  if (outcome.ok) return true
  console.error(`[admin] creating ${ref.path} failed:`, outcome.error)
  return false
}

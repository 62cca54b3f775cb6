'use server'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { SITE_PAGES_COLLECTION } from '@/lib/content/collections'
import { PAGE_PREVIEW_COOKIE, pagePreviewCookie } from '@/lib/pages/content'
import { isSitePageId, type SitePageId } from '@/lib/pages/schema'
import { sessionCookieAttributes } from '@/lib/firebase/sessions'
import {
  CONFLICT_MESSAGE,
  INVALID_MESSAGE,
  INVALID_PREVIEW_MESSAGE,
  type FormState,
} from '@/lib/admin/forms/state'
import { SITE_PAGES as PAGES } from './config'
import { preparePicture } from '@/lib/admin/media/pictures/prepare'
import { pictureStore } from '@/lib/admin/media/pictures/store'
import { storePreview } from '@/lib/admin/documents/previews'
import { writeFromForm } from '@/lib/admin/forms/save'
import { beginPreview, requireRole } from '@/lib/admin/accounts/session'
import { takeStagedFiles } from '@/lib/admin/media/staging'
import { createSitePage } from './reads'
import {
  PAGE_FORMS,
  previewPathOf,
  picturePaths,
  sentValues,
  sitePageDocumentFromForm,
  UPLOAD_SUFFIX,
  type PageFormValues,
} from './form'

/** A preview lasts as long as the editor's proof of it (lib/admin/accounts/session.ts). */
const PREVIEW_COOKIE_SECONDS = 12 * 3600

/**
 * Each new picture of the form (a logo, the video's poster): checked, cleaned and stored at
 * once with the rules of every picture, so a save refused for another field keeps it.
 */
async function withUploads(
  id: SitePageId,
  formData: FormData,
  values: PageFormValues,
): Promise<{ values: PageFormValues; errors: Record<string, string> }> {
  const next = { ...values }
  const errors: Record<string, string> = {}
  for (const path of picturePaths(PAGE_FORMS[id].fields, values)) {
    const file = formData.get(`${path}${UPLOAD_SUFFIX}`)
    if (!(file instanceof File) || file.size === 0) continue
    const prepared = await preparePicture(new Uint8Array(await file.arrayBuffer()), file.name)
    if (!prepared.ok) errors[path] = prepared.error
    else next[path] = await pictureStore().save(prepared.bytes, prepared.type, 'pages')
  }
  return { values: next, errors }
}

/**
 * Saves a page (its first save creates its document at its fixed id), or with
 * intent=preview keeps the changes for the editor's preview and answers with the page's
 * address, opened in draft mode with a cookie naming that preview.
 */
export async function saveSitePage(
  _: FormState<PageFormValues>,
  formData: FormData,
): Promise<FormState<PageFormValues>> {
  const editor = await requireRole('editor')
  const id = String(formData.get('id') ?? '')
  if (!isSitePageId(id)) redirect(PAGES.basePath)
  await takeStagedFiles(formData, editor.uid)
  const uploaded = await withUploads(id, formData, sentValues(formData))
  const { values } = uploaded
  const result = sitePageDocumentFromForm(id, values)
  const errors = { ...uploaded.errors, ...(result.ok ? {} : result.errors) }
  const previewing = formData.get('intent') === 'preview'
  if (!result.ok || Object.keys(errors).length) {
    return { values, errors, message: previewing ? INVALID_PREVIEW_MESSAGE : INVALID_MESSAGE }
  }
  if (previewing) {
    const previewId = await storePreview({
      editor,
      collection: SITE_PAGES_COLLECTION,
      id: '',
      data: result.data,
    })
    await beginPreview()
    // The whole page is in the preview, stored or not yet: the cookie names the page with it.
    ;(await cookies()).set(
      PAGE_PREVIEW_COOKIE,
      pagePreviewCookie(id, previewId ?? ''),
      sessionCookieAttributes('/', PREVIEW_COOKIE_SECONDS),
    )
    return { values, errors: {}, preview: previewPathOf(id) }
  }
  if (!String(formData.get('version') ?? '')) {
    if (!(await createSitePage(editor, id, result.data))) {
      return { values, errors: {}, message: CONFLICT_MESSAGE, conflict: true }
    }
    redirect(`${PAGES.basePath}/${id}?saved=1`)
  }
  return writeFromForm(PAGES, editor, formData, values, result.data)
}

'use server'
import { redirect } from 'next/navigation'
import { editedKind } from '@/lib/admin/collections'
import { requireRole } from '@/lib/admin/accounts/session'
import { removeDocument } from './documents'

/**
 * Deletes a document from its edit page (after the page's confirmation), for every collection
 * the form names: one the registry does not have, or whose config says it is not deleted this
 * way, is refused.
 */
export async function deleteDocument(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const edited = editedKind(String(formData.get('collection') ?? ''))
  if (!edited?.deletable) redirect('/admin')
  await removeDocument(editor, edited, String(formData.get('id') ?? ''))
  redirect(`${edited.basePath}?deleted=1`)
}

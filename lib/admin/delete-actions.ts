'use server'
import { notFound } from 'next/navigation'
import { deletableKind } from './kinds'
import { deleteFromForm } from './save-form'
import { requireRole } from './session'

/**
 * Deletes the document the edit page's delete form names (after its confirmation), in any
 * collection lib/admin/kinds.ts marks deletable, with the record of the change.
 */
export async function deleteDocument(formData: FormData): Promise<void> {
  await requireRole('editor')
  const kind = deletableKind(String(formData.get('collection') ?? ''))
  if (!kind) notFound()
  return deleteFromForm(kind, formData)
}

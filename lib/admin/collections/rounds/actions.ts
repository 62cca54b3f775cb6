'use server'
import { stringFields, type FormState } from '@/lib/admin/forms/state'
import { AWARD_ROUNDS as ROUNDS } from './config'
import {
  documentsFromField,
  ROUND_FORM_FIELDS,
  roundDocumentFromForm,
  type RoundFormValues,
} from './form'
import { documentsFromUpload } from './documents'
import { saveForm } from '@/lib/admin/forms/save'
import { requireRole } from '@/lib/admin/accounts/session'
import { takeStagedFiles } from '@/lib/admin/media/staging'

/**
 * Creates or saves a round. The documents kept (their titles as edited, those ticked for
 * removal left out) and the new uploads, checked by their bytes, make its list; a refused
 * upload is named beside the field, and the rest of the form comes back as it was sent.
 */
export async function saveRound(
  _: FormState<RoundFormValues>,
  formData: FormData,
): Promise<FormState<RoundFormValues>> {
  // Before the upload is even read: only an editor may store files.
  const editor = await requireRole('editor')
  await takeStagedFiles(formData, editor.uid)
  const values = stringFields(formData, ROUND_FORM_FIELDS)
  const kept = documentsFromField(values.documents).flatMap((doc, index) => {
    if (formData.get(`documentRemove.${index}`)) return []
    const title = String(formData.get(`documentTitle.${index}`) ?? '').trim()
    return [{ ...doc, title: title || doc.title }]
  })
  const { added, error } = await documentsFromUpload(formData)
  values.documents = JSON.stringify([...kept, ...added])
  return saveForm(ROUNDS, formData, {
    values,
    build: roundDocumentFromForm,
    errors: error ? { newDocuments: error } : {},
  })
}

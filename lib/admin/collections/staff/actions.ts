'use server'
import { redirect } from 'next/navigation'
import { STAFF_COLLECTION } from '@/lib/content/collections'
import { firestore } from '@/lib/firebase/admin'
import { schemaStrings, type FormState } from '@/lib/admin/forms/state'
import { STAFF } from './config'
import { preparePicture } from '@/lib/admin/media/pictures/prepare'
import { pictureStore } from '@/lib/admin/media/pictures/store'
import { saveForm } from '@/lib/admin/forms/save'
import { requireRole } from '@/lib/admin/accounts/session'
import { takeStagedFiles } from '@/lib/admin/media/staging'
import { listProfiles } from './reads'
import { commitWrites } from '@/lib/admin/documents/write'
import { moveProfile, staffDocumentFromForm, staffFormSchema, type StaffFormValues } from './form'

/**
 * The photo a save keeps: a new file (checked, cleaned and stored at once, with the same rules
 * as event pictures, so a save refused for another field keeps it), none if removed, or the
 * one from before.
 */
async function photoFromForm(
  formData: FormData,
  kept: string,
): Promise<{ imageURL: string; errors: Record<string, string> }> {
  const file = formData.get('photo')
  if (file instanceof File && file.size > 0) {
    const prepared = await preparePicture(new Uint8Array(await file.arrayBuffer()), file.name)
    if (!prepared.ok) return { imageURL: kept, errors: { photo: prepared.error } }
    return {
      imageURL: await pictureStore().save(prepared.bytes, prepared.type, 'staff'),
      errors: {},
    }
  }
  return { imageURL: formData.get('removePhoto') === 'on' ? '' : kept, errors: {} }
}

/** Creates or saves a profile; a new one goes last in the order. */
export async function saveProfile(
  _: FormState<StaffFormValues>,
  formData: FormData,
): Promise<FormState<StaffFormValues>> {
  const editor = await requireRole('editor')
  await takeStagedFiles(formData, editor.uid)
  const values = schemaStrings(formData, staffFormSchema)
  const photo = await photoFromForm(formData, values.imageURL)
  return saveForm(STAFF, formData, {
    values: { ...values, imageURL: photo.imageURL },
    build: staffDocumentFromForm,
    errors: photo.errors,
    onCreate: async () => {
      const placed = (await listProfiles()).map((p) => p.ordering).filter(Number.isFinite)
      return { ordering: placed.length ? Math.max(...placed) + 1 : 1 }
    },
  })
}

/**
 * Moves a profile one place up or down the about page: every ordering that changes is
 * written in one batch, each with its record (./write.ts).
 */
export async function moveStaffProfile(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const id = String(formData.get('id') ?? '')
  const direction = formData.get('direction') === 'up' ? 'up' : 'down'
  const profiles = await listProfiles()
  // A profile without an ordering is last; a move gives everyone a number.
  const placed = profiles.map((p, index) => ({
    id: p.id,
    ordering: Number.isFinite(p.ordering) ? p.ordering : profiles.length + index,
  }))
  const changes = moveProfile(placed, id, direction)
  if (changes.length) {
    const collection = firestore().collection(STAFF_COLLECTION)
    const refs = changes.map((change) => collection.doc(change.id))
    const current = await firestore().getAll(...refs)
    const writes = changes.flatMap((change, index) => {
      const doc = current[index]
      if (!doc?.exists) return []
      const data = { ordering: change.ordering }
      const history = { action: 'update', before: doc.data() ?? {}, after: data } as const
      return [{ ref: doc.ref, op: 'update', data, version: doc.updateTime, history } as const]
    })
    // The orderings leave every address alone: nothing for the URL gate to hear of.
    const outcome = await commitWrites(editor, writes, { shown: [STAFF], urlsKept: true })
    if (!outcome.ok) {
      console.error('[admin] moving a staff profile failed:', outcome.error)
      redirect(`${STAFF.basePath}?moveError=1`)
    }
  }
  redirect(`${STAFF.basePath}?moved=${encodeURIComponent(id)}&direction=${direction}#profile-${id}`)
}

import 'server-only'
import { getRecentUpdates, UPDATES_COLLECTION } from '@/lib/updates/queries'
import { listDocuments, readEditable, type Editable } from '@/lib/admin/documents/documents'
import type { ListedDocument } from '@/lib/admin/documents/listing'
import { requireRole } from '@/lib/admin/accounts/session'
import { updateFormValues, type UpdateFormValues } from './form'

/** Every update, published or draft, for the admin list. */
export async function listUpdates(): Promise<ListedDocument[]> {
  await requireRole('editor')
  return listDocuments(UPDATES_COLLECTION, 'dateStart')
}

export async function getEditableUpdate(id: string): Promise<Editable<UpdateFormValues> | null> {
  await requireRole('editor')
  return readEditable(UPDATES_COLLECTION, id, (data) => updateFormValues(data, new Date()))
}

/** The categories of recent updates, offered while typing new ones. */
export async function updateCategorySuggestions(): Promise<string[]> {
  const recent = await getRecentUpdates(100)
  return [...new Set(recent.flatMap((update) => update.categories))].sort((a, b) =>
    a.localeCompare(b, 'en-GB'),
  )
}

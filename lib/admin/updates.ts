import 'server-only'
import { getRecentUpdates, UPDATES_COLLECTION } from '@/lib/updates/queries'
import { listDocuments, readDocument } from './documents'
import type { ListedDocument } from './listing'
import { requireRole } from './session'
import { updateFormValues, type UpdateFormValues } from './update-form'

/** Every update, published or draft, for the admin list. */
export async function listUpdates(): Promise<ListedDocument[]> {
  await requireRole('editor')
  return listDocuments(UPDATES_COLLECTION, 'dateStart')
}

export interface EditableUpdate {
  id: string
  values: UpdateFormValues
  version: string
  titleSlug: string
  published: boolean
}

export async function getEditableUpdate(id: string): Promise<EditableUpdate | null> {
  await requireRole('editor')
  const stored = await readDocument(UPDATES_COLLECTION, id)
  if (!stored) return null
  return {
    id,
    values: updateFormValues(stored.data, new Date()),
    version: stored.version,
    titleSlug: typeof stored.data.titleSlug === 'string' ? stored.data.titleSlug : '',
    published: stored.data.published === true,
  }
}

/** The categories of recent updates, offered while typing new ones. */
export async function updateCategorySuggestions(): Promise<string[]> {
  const recent = await getRecentUpdates(100)
  return [...new Set(recent.flatMap((update) => update.categories))].sort((a, b) =>
    a.localeCompare(b, 'en-GB'),
  )
}

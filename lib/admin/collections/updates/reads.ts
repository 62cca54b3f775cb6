import 'server-only'
import { getRecentUpdates, UPDATES_COLLECTION } from '@/lib/updates/queries'
import { listDocuments } from '@/lib/admin/documents/documents'
import type { ListedDocument } from '@/lib/admin/documents/listing'

/** Every update, published or draft, for the admin list. */
export async function listUpdates(): Promise<ListedDocument[]> {
  return listDocuments(UPDATES_COLLECTION, 'dateStart')
}

/** The categories of recent updates, offered while typing new ones. */
export async function updateCategorySuggestions(): Promise<string[]> {
  const recent = await getRecentUpdates(100)
  return [...new Set(recent.flatMap((update) => update.categories))].sort((a, b) =>
    a.localeCompare(b, 'en-GB'),
  )
}

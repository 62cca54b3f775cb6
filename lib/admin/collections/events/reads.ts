import 'server-only'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { listDocuments } from '@/lib/admin/documents/documents'
import type { ListedDocument } from '@/lib/admin/documents/listing'

/** Every event, published or draft, for the admin list. */
export async function listEvents(): Promise<ListedDocument[]> {
  return listDocuments(EVENTS_COLLECTION, 'dateStart')
}

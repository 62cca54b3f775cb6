import 'server-only'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { editableReader, listDocuments } from '@/lib/admin/documents/documents'
import { eventFormValues } from './form'
import type { ListedDocument } from '@/lib/admin/documents/listing'

/** Every event, published or draft, for the admin list. */
export async function listEvents(): Promise<ListedDocument[]> {
  return listDocuments(EVENTS_COLLECTION, 'dateStart')
}

export const getEditableEvent = editableReader(EVENTS_COLLECTION, eventFormValues)

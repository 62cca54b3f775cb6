import 'server-only'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { listDocuments, readEditable, type Editable } from '@/lib/admin/documents/documents'
import { eventFormValues, type EventFormValues } from './form'
import type { ListedDocument } from '@/lib/admin/documents/listing'
import { requireRole } from '@/lib/admin/accounts/session'

/** Every event, published or draft, for the admin list. */
export async function listEvents(): Promise<ListedDocument[]> {
  await requireRole('editor')
  return listDocuments(EVENTS_COLLECTION, 'dateStart')
}

export async function getEditableEvent(id: string): Promise<Editable<EventFormValues> | null> {
  await requireRole('editor')
  return readEditable(EVENTS_COLLECTION, id, eventFormValues)
}

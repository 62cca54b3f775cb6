import 'server-only'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { listDocuments, readDocument } from './documents'
import { eventFormValues, type EventFormValues } from './event-form'
import type { ListedDocument } from './listing'
import { requireRole } from './session'

/** Every event, published or draft, for the admin list. */
export async function listEvents(): Promise<ListedDocument[]> {
  await requireRole('editor')
  return listDocuments(EVENTS_COLLECTION, 'dateStart')
}

/** What the edit form shows, with the version it was read at (for the "changed by someone" check). */
export interface EditableEvent {
  id: string
  values: EventFormValues
  version: string
  titleSlug: string
  published: boolean
}

export async function getEditableEvent(id: string): Promise<EditableEvent | null> {
  await requireRole('editor')
  const stored = await readDocument(EVENTS_COLLECTION, id)
  if (!stored) return null
  return {
    id,
    values: eventFormValues(stored.data),
    version: stored.version,
    titleSlug: typeof stored.data.titleSlug === 'string' ? stored.data.titleSlug : '',
    published: stored.data.published === true,
  }
}

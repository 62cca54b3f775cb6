import 'server-only'
import { Timestamp } from 'firebase-admin/firestore'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { firestore, read } from '@/lib/firebase/admin'
import { eventFormValues, type EventFormValues } from './event-form'
import type { ListedDocument } from './listing'
import { requireRole } from './session'

/** Every event, published or draft, for the admin list (a few fields each). */
export async function listEvents(): Promise<ListedDocument[]> {
  await requireRole('editor')
  const snapshot = await read(
    firestore().collection(EVENTS_COLLECTION).select('title', 'published', 'dateStart'),
    'the admin list of events',
  )
  return snapshot.docs.map((doc) => {
    const start = doc.get('dateStart') as unknown
    return {
      id: doc.id,
      title: typeof doc.get('title') === 'string' ? doc.get('title') : '(no title)',
      published: doc.get('published') === true,
      date: start instanceof Timestamp ? start.toDate().toISOString() : null,
    }
  })
}

/** What the edit form shows, with the version it was read at (for the "changed by someone" check). */
export interface EditableEvent {
  id: string
  values: EventFormValues
  version: string
  titleSlug: string
  published: boolean
}

/** Seconds and nanoseconds of an update time: exact, where an ISO string would round it. */
export function versionOf(time: Timestamp): string {
  return `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}`
}

export function timestampOfVersion(version: string): Timestamp | null {
  const match = /^(\d+)\.(\d{9})$/.exec(version)
  return match ? new Timestamp(Number(match[1]), Number(match[2])) : null
}

export async function getEditableEvent(id: string): Promise<EditableEvent | null> {
  await requireRole('editor')
  const snapshot = await read(firestore().collection(EVENTS_COLLECTION).doc(id), 'an event to edit')
  if (!snapshot.exists || !snapshot.updateTime) return null
  const data = snapshot.data() ?? {}
  return {
    id,
    values: eventFormValues(data),
    version: versionOf(snapshot.updateTime),
    titleSlug: typeof data.titleSlug === 'string' ? data.titleSlug : '',
    published: data.published === true,
  }
}

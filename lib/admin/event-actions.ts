'use server'
import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import type { DocumentReference } from 'firebase-admin/firestore'
import { CACHE_TAGS } from '@/lib/content/cache'
import { isDocumentId } from '@/lib/content/parse'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { firestore } from '@/lib/firebase/admin'
import { eventDocumentFromForm, eventFormSchema, type EventFormValues } from './event-form'
import { timestampOfVersion } from './events'
import { recordChange } from './history'
import { requireRole } from './session'

export interface EventFormState {
  values: EventFormValues
  errors: Record<string, string>
  message?: string
  /** Someone else saved the event since this form was opened. */
  conflict?: boolean
}

const FIELDS = Object.keys(eventFormSchema.shape) as (keyof EventFormValues)[]

function formValues(formData: FormData): EventFormValues {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = formData.get(field)
      return [field, typeof value === 'string' ? value : '']
    }),
  ) as EventFormValues
}

const CONFLICT =
  'Someone else has changed this event since you opened it, so nothing was saved. ' +
  'Reload it to see their changes, then make yours again.'

/** Firestore's answer when a precondition (the update time the form was opened at) fails. */
const FAILED_PRECONDITION = 9

/** New pages for everyone at once: this editor's next load included (read-your-own-writes). */
function publishEventChanges() {
  updateTag(CACHE_TAGS.events)
  invalidateProxySlugIndex(['events'])
}

function eventRef(id: string): DocumentReference | null {
  return isDocumentId(id) ? firestore().collection(EVENTS_COLLECTION).doc(id) : null
}

/**
 * Creates or saves an event from its form: checked with the form's rules and the public
 * schema, written together with its record in one batch, only if nobody changed the event
 * since the form was opened, and shown on the public site at once.
 */
export async function saveEvent(_: EventFormState, formData: FormData): Promise<EventFormState> {
  const editor = await requireRole('editor')
  const values = formValues(formData)
  const result = eventDocumentFromForm(values)
  if (!result.ok) {
    return {
      values,
      errors: result.errors,
      message: 'Nothing was saved: please correct the fields marked below.',
    }
  }
  const id = String(formData.get('id') ?? '')
  const db = firestore()
  const batch = db.batch()
  let ref: DocumentReference
  if (id) {
    const existing = eventRef(id)
    const version = timestampOfVersion(String(formData.get('version') ?? ''))
    const snapshot = existing && version ? await existing.get() : null
    if (!existing || !version || !snapshot?.exists || !snapshot.updateTime?.isEqual(version)) {
      return { values, errors: {}, message: CONFLICT, conflict: true }
    }
    ref = existing
    const before = snapshot.data() ?? {}
    const data = {
      ...result.data,
      // The first publication is the event's publication date; later edits keep it.
      ...(result.data.published && !before.pubDate ? { pubDate: new Date() } : {}),
    }
    batch.update(ref, data, { lastUpdateTime: version })
    recordChange(batch, { editor, action: 'update', target: ref, before, after: data })
  } else {
    ref = db.collection(EVENTS_COLLECTION).doc()
    const data = {
      ...result.data,
      images: [],
      documents: [],
      pubDate: result.data.published ? new Date() : null,
    }
    batch.create(ref, data)
    recordChange(batch, { editor, action: 'create', target: ref, before: null, after: data })
  }
  try {
    await batch.commit()
  } catch (error) {
    if ((error as { code?: number }).code === FAILED_PRECONDITION) {
      return { values, errors: {}, message: CONFLICT, conflict: true }
    }
    console.error(`[admin] saving ${ref.path} failed:`, error)
    return { values, errors: {}, message: 'The event could not be saved. Please try again.' }
  }
  publishEventChanges()
  redirect(`/admin/events/${ref.id}?saved=1`)
}

/** Deletes an event (after the form's confirmation), with its record, and updates the site. */
export async function deleteEvent(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const ref = eventRef(String(formData.get('id') ?? ''))
  const snapshot = ref ? await ref.get() : null
  if (ref && snapshot?.exists) {
    const batch = firestore().batch()
    batch.delete(ref, { lastUpdateTime: snapshot.updateTime })
    recordChange(batch, {
      editor,
      action: 'delete',
      target: ref,
      before: snapshot.data() ?? {},
      after: Object.fromEntries(Object.keys(snapshot.data() ?? {}).map((k) => [k, null])),
    })
    await batch.commit()
    publishEventChanges()
  }
  redirect('/admin/events?deleted=1')
}

'use server'
import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import { CACHE_TAGS } from '@/lib/content/cache'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { removeDocument, writeDocument } from './documents'
import { eventDocumentFromForm, eventFormSchema, type EventFormValues } from './event-form'
import { CONFLICT_MESSAGE, INVALID_MESSAGE, stringFields, type FormState } from './form-state'
import { picturesFromForm } from './pictures/form'
import { requireRole } from './session'

export type EventFormState = FormState<EventFormValues>

const FIELDS = Object.keys(eventFormSchema.shape).filter((f) => f !== 'images') as Exclude<
  keyof EventFormValues,
  'images'
>[]

/** New pages for everyone at once, this editor's next load included (read-your-own-writes). */
function showEventChanges() {
  updateTag(CACHE_TAGS.events)
  invalidateProxySlugIndex(['events'])
}

/**
 * Creates or saves an event from its form: checked with the form's rules and the public
 * schema, written with its record only if nobody changed it since the form was opened, and
 * shown on the public site at once.
 */
export async function saveEvent(_: EventFormState, formData: FormData): Promise<EventFormState> {
  const editor = await requireRole('editor')
  const pictures = await picturesFromForm(formData, 'events')
  const values = { ...stringFields(formData, FIELDS), images: pictures.images }
  const result = eventDocumentFromForm(values)
  const errors = { ...pictures.errors, ...(result.ok ? {} : result.errors) }
  if (!result.ok || Object.keys(errors).length) {
    return { values, errors, message: INVALID_MESSAGE }
  }
  const outcome = await writeDocument({
    editor,
    collection: EVENTS_COLLECTION,
    id: String(formData.get('id') ?? ''),
    version: String(formData.get('version') ?? ''),
    data: result.data,
    onCreate: { documents: [] },
  })
  if (!outcome.ok) {
    return {
      values,
      errors: {},
      message: outcome.conflict ? CONFLICT_MESSAGE : outcome.message,
      conflict: outcome.conflict,
    }
  }
  showEventChanges()
  redirect(`/admin/events/${outcome.id}?saved=1`)
}

/** Deletes an event (after the page's confirmation), with its record, and updates the site. */
export async function deleteEvent(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  if (await removeDocument(editor, EVENTS_COLLECTION, String(formData.get('id') ?? ''))) {
    showEventChanges()
  }
  redirect('/admin/events?deleted=1')
}

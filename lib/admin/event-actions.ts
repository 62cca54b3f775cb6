'use server'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { eventDocumentFromForm, eventFormSchema, type EventFormValues } from './event-form'
import { stringFields, type FormState } from './form-state'
import { EDITED_KINDS } from './kinds'
import { deleteFromForm, saveForm } from './save-form'
import { requireRole } from './session'
import { listVenues } from './venues'

const EVENTS = EDITED_KINDS[EVENTS_COLLECTION]

const FIELDS = Object.keys(eventFormSchema.shape).filter((f) => f !== 'images') as Exclude<
  keyof EventFormValues,
  'images'
>[]

/** Creates or saves an event from its form (lib/admin/save-form.ts says how). */
export async function saveEvent(
  _: FormState<EventFormValues>,
  formData: FormData,
): Promise<FormState<EventFormValues>> {
  await requireRole('editor')
  const venues = formData.get('venueId') ? await listVenues() : []
  return saveForm(EVENTS, formData, {
    withPictures: (images) => ({ ...stringFields(formData, FIELDS), images }),
    build: (values) => eventDocumentFromForm(values, venues),
    onCreate: () => ({ documents: [] }),
  })
}

export async function deleteEvent(formData: FormData): Promise<void> {
  return deleteFromForm(EVENTS, formData)
}

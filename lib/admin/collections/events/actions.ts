'use server'
import { eventDocumentFromForm, eventFormSchema, type EventFormValues } from './form'
import { schemaStrings, type FormState } from '@/lib/admin/forms/state'
import { EVENTS } from './config'
import { saveForm } from '@/lib/admin/forms/save'
import { requireRole } from '@/lib/admin/accounts/session'
import { listVenues } from '@/lib/admin/collections/venues/reads'

/** Creates or saves an event from its form (lib/admin/forms/save.ts says how). */
export async function saveEvent(
  _: FormState<EventFormValues>,
  formData: FormData,
): Promise<FormState<EventFormValues>> {
  await requireRole('editor')
  const venues = formData.get('venueId') ? await listVenues() : []
  return saveForm(EVENTS, formData, {
    withPictures: (images) => ({ ...schemaStrings(formData, eventFormSchema, ['images']), images }),
    build: (values) => eventDocumentFromForm(values, venues),
    onCreate: () => ({ documents: [] }),
  })
}

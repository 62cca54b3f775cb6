'use server'
import { schemaStrings, type FormState } from '@/lib/admin/forms/state'
import { VENUES } from './config'
import { refuseSame, saveForm } from '@/lib/admin/forms/save'
import { listVenues } from './reads'
import { findSameVenue, venueDocumentFromForm, venueFormSchema, type VenueFormValues } from './form'

/** Creates or saves a venue; a name already taken (its page's address) is refused, with a link. */
export async function saveVenue(
  _: FormState<VenueFormValues>,
  formData: FormData,
): Promise<FormState<VenueFormValues>> {
  return saveForm(VENUES, formData, {
    values: schemaStrings(formData, venueFormSchema),
    build: venueDocumentFromForm,
    check: refuseSame(
      VENUES,
      'name',
      async (name, id) => findSameVenue(await listVenues(), name, id),
      (name) => `“${name}” is already a venue.`,
    ),
  })
}

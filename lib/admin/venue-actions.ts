'use server'
import { VENUES_COLLECTION } from '@/lib/content/collections'
import { schemaStrings, type FormState } from './form-state'
import { EDITED_KINDS } from './kinds'
import { deleteFromForm, refuseSame, saveForm } from './save-form'
import { listVenues } from './venues'
import {
  findSameVenue,
  venueDocumentFromForm,
  venueFormSchema,
  type VenueFormValues,
} from './venue-form'

const VENUES = EDITED_KINDS[VENUES_COLLECTION]

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

export async function deleteVenue(formData: FormData): Promise<void> {
  return deleteFromForm(VENUES, formData)
}

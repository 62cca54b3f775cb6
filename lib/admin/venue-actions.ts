'use server'
import { VENUES_COLLECTION } from '@/lib/content/collections'
import { stringFields, type FormState } from './form-state'
import { EDITED_KINDS } from './kinds'
import { deleteFromForm, saveForm } from './save-form'
import { listVenues } from './venues'
import {
  findSameVenue,
  venueDocumentFromForm,
  venueFormSchema,
  type VenueFormValues,
} from './venue-form'

export type VenueFormState = FormState<VenueFormValues>

const VENUES = EDITED_KINDS[VENUES_COLLECTION]
const FIELDS = Object.keys(venueFormSchema.shape) as (keyof VenueFormValues)[]

/** Creates or saves a venue; a name already taken (its page's address) is refused, with a link. */
export async function saveVenue(_: VenueFormState, formData: FormData): Promise<VenueFormState> {
  return saveForm(VENUES, formData, {
    values: stringFields(formData, FIELDS),
    build: venueDocumentFromForm,
    check: async (data, id) => {
      const same = findSameVenue(await listVenues(), String(data.name), id)
      if (!same) return null
      return {
        errors: { name: `“${same.name}” is already a venue.` },
        existing: { href: `${VENUES.basePath}/${same.id}`, text: `Edit “${same.name}”` },
      }
    },
  })
}

export async function deleteVenue(formData: FormData): Promise<void> {
  return deleteFromForm(VENUES, formData)
}

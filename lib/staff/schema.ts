import { z } from 'zod'
import { imageUrlField, shortTextField, titleField } from '@/lib/content/fields'

/** A `staff` document: a profile on the about page, listed by `ordering`. */
export const staffProfileSchema = z.object({
  ordering: z.number(),
  name: titleField,
  role: titleField,
  bio: shortTextField.optional(),
  // The admin area writes null for a profile without a photo.
  imageURL: imageUrlField.nullish().transform((url) => url ?? undefined),
})

export type StaffProfile = z.output<typeof staffProfileSchema> & { id: string }

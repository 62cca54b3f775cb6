import { z } from 'zod'
import { imageUrlField, shortTextField, titleField } from '@/lib/content/fields'

/** A `staff` document: a profile on the about page, listed by `ordering`. */
export const staffProfileSchema = z.object({
  ordering: z.number(),
  name: titleField,
  role: titleField,
  bio: shortTextField.optional(),
  imageURL: imageUrlField.optional(),
})

export type StaffProfile = z.output<typeof staffProfileSchema> & { id: string }

import { z } from 'zod'
import { imageUrlField } from '@/lib/content/fields'

/** A `staff` document: a profile on the about page, listed by `ordering`. */
export const staffProfileSchema = z.object({
  ordering: z.number(),
  name: z.string().trim().min(1),
  role: z.string().trim().min(1),
  bio: z.string().optional(),
  imageURL: imageUrlField.optional(),
})

export type StaffProfile = z.output<typeof staffProfileSchema> & { id: string }

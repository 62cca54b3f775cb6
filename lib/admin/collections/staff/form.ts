import { z } from 'zod'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { isAllowedPicture } from '@/lib/content/image-hosts.mjs'
import { staffProfileSchema } from '@/lib/staff/schema'
import { checkedEntry } from '@/lib/admin/forms/entry'
import type { FormResult } from '@/lib/admin/forms/fields'
import { fieldErrors, plainText, requiredText, storedTexts } from '@/lib/admin/forms/fields'

export const staffFormSchema = z.object({
  name: requiredText(TEXT_LIMITS.title, 'The name'),
  role: requiredText(TEXT_LIMITS.title, 'The role'),
  bio: plainText(TEXT_LIMITS.shortText, 'The bio'),
  /** The photo kept from before, or a new one just stored; '' for none. */
  imageURL: z
    .string()
    .refine((url) => !url || isAllowedPicture(url), 'This photo cannot be shown.'),
})

export type StaffFormValues = Record<keyof z.input<typeof staffFormSchema>, string>

/** The profile fields a save writes (its place in the order is kept), or the errors. */
export function staffDocumentFromForm(values: StaffFormValues): FormResult {
  const parsed = staffFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const { name, role, bio, imageURL } = parsed.data
  // `ordering` is checked here only for the schema; the save keeps or assigns the real one.
  const result = checkedEntry(staffProfileSchema, {
    ordering: 0,
    name,
    role,
    bio,
    imageURL: imageURL || null,
  })
  if (!result.ok) return result
  return { ok: true, data: { name, role, bio, imageURL: imageURL || null } }
}

/** A stored profile (even an invalid one) as form values. */
export function staffFormValues(doc: Record<string, unknown> | null): StaffFormValues {
  return storedTexts(doc, ['name', 'role', 'bio', 'imageURL'])
}

export interface Placed {
  id: string
  ordering: number
}

/**
 * The `ordering` values to write when a profile moves one place up or down: the two swap
 * their values, or, when those cannot say the order (equal values), every profile is
 * numbered again from 1. Only the profiles whose value changes are returned.
 */
export function moveProfile(
  profiles: readonly Placed[],
  id: string,
  direction: 'up' | 'down',
): Placed[] {
  const order = [...profiles].sort((a, b) => a.ordering - b.ordering)
  const from = order.findIndex((profile) => profile.id === id)
  const to = direction === 'up' ? from - 1 : from + 1
  const moving = order[from]
  const other = order[to]
  if (!moving || !other) return []
  if (moving.ordering !== other.ordering) {
    return [
      { id: moving.id, ordering: other.ordering },
      { id: other.id, ordering: moving.ordering },
    ]
  }
  const was = new Map(order.map((profile) => [profile.id, profile.ordering]))
  order[from] = other
  order[to] = moving
  return order
    .map((profile, index) => ({ id: profile.id, ordering: index + 1 }))
    .filter((placed) => placed.ordering !== was.get(placed.id))
}

import { z } from 'zod'
import { documentSlug } from '@/lib/site/slug.mjs'
import { isAllowedPicture, isSitePath } from './image-hosts.mjs'
import { warnDropped } from './problems'
import { sanitizeEditorialHtml } from './sanitize'
import { TEXT_LIMITS, THEME_COLOURS } from './field-rules'

/**
 * A Firestore Timestamp (anything with `toDate()`), turned into an ISO string so the value
 * survives `'use cache'` and can be passed to client components. Duck-typed so that these
 * schemas stay importable without firebase-admin.
 */
export const timestampField = z
  .custom<{ toDate(): Date }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { toDate?: unknown }).toDate === 'function',
    { message: 'Expected a Firestore Timestamp' },
  )
  .transform((value, ctx) => {
    const date = value.toDate()
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Invalid date' })
      return z.NEVER
    }
    return date.toISOString()
  })

/** A title, name or heading: required, and at most TEXT_LIMITS.title characters. */
export const titleField = z.string().trim().min(1).max(TEXT_LIMITS.title)

/** A plain-text summary or note: at most TEXT_LIMITS.shortText characters. */
export const shortTextField = z.string().max(TEXT_LIMITS.shortText)

/** HTML that has been through the sanitiser; only this may be rendered as markup. */
export type SanitizedHtml = string & { readonly __brand: 'SanitizedHtml' }

/** An HTML fragment, sanitised on the way in. */
export const htmlField = z
  .string()
  .max(TEXT_LIMITS.html)
  .transform((html) => sanitizeEditorialHtml(html) as SanitizedHtml)

/** A slug as stored, normalised so a hand-typed one still makes a clean URL. */
export const slugField = z
  .string()
  .transform(documentSlug)
  .refine((slug) => slug.length > 0, 'Slug is empty')

/** Whether a link or file address is an absolute http(s) URL or a path on this site (never `//x`). */
export function isHttpOrSitePath(value: string): boolean {
  if (isSitePath(value)) return true
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Where an image or document lives: an absolute http(s) URL (a Cloud Storage download URL in
 * production) or a path to a file bundled in public/ (the demo's own images).
 */
export const assetUrlField = z
  .string()
  .refine(isHttpOrSitePath, 'Expected an http(s) URL or a path on this site')

/**
 * An optional outbound link (venue, tickets). A link that is not http(s) is dropped rather than
 * hiding the whole document: it can never reach an href.
 */
export const optionalLinkField = z
  .string()
  .optional()
  .transform((value) => {
    if (!value?.trim()) return undefined
    try {
      const url = new URL(value.trim())
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
    } catch {
      return undefined
    }
  })

/**
 * An image: a file in public/demo or public/images, or an https URL on a Cloud Storage host:
 * what the image optimiser may load (lib/content/image-hosts.mjs).
 */
export const imageUrlField = z
  .string()
  .refine(
    isAllowedPicture,
    'Expected a picture in /demo/ or /images/, or an https Cloud Storage URL',
  )

const focalPercent = z.number().min(0).max(100).optional().catch(undefined)

/**
 * A picture of an event or update: where it is and its alt text (`imageTitle`); a picture
 * from the media library (lib/media/usage.ts) also names it and carries its focal point and
 * credit. Pictures stored before the library have only the first two.
 */
export const imageSchema = z.object({
  imageURL: imageUrlField,
  imageTitle: z.string().default(''),
  mediaId: z.string().optional().catch(undefined),
  focalX: focalPercent,
  focalY: focalPercent,
  credit: z.string().max(TEXT_LIMITS.title).optional().catch(undefined),
})

/**
 * A list in which one bad item (a broken image URL, a form without a title) is dropped and
 * logged, rather than hiding the whole event or update.
 */
export function lenientArray<T extends z.ZodType>(item: T, what: string) {
  return z
    .array(z.unknown())
    .default([])
    .transform((values) =>
      values.flatMap((value, index): z.output<T>[] => {
        const parsed = item.safeParse(value)
        if (parsed.success) return [parsed.data]
        const issues = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`)
          .join('; ')
        warnDropped(`${what} ${index + 1}, which is invalid (${issues})`)
        return []
      }),
    )
}

/**
 * An optional block of fields (an event's ticket or venue): when it is invalid (a bad link,
 * `needed: 'maybe'`), it is dropped and logged and the block reads as empty, rather than
 * hiding the whole event. null (a map cleared in the console) is the same as none.
 */
export function lenientBlock<T extends z.ZodType>(block: T, what: string) {
  return z
    .unknown()
    .optional()
    .transform((value): z.output<T> => {
      const parsed = block.safeParse(value ?? {})
      if (parsed.success) return parsed.data
      const issues = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`)
        .join('; ')
      warnDropped(`the ${what}, which is invalid (${issues})`)
      return block.parse({})
    })
}

export type ContentImage = z.output<typeof imageSchema>

/** An unknown colour is not an error: the card falls back to the default style. */
export const themeColourField = z.enum(THEME_COLOURS).optional().catch(undefined)

/**
 * Categories as editors type them: trimmed, blanks and repeats dropped. A value that is not
 * text, or is longer than a title, is dropped and logged rather than hiding the document.
 */
export const categoriesField = z
  .array(z.unknown())
  .default([])
  .transform((list) => {
    const names = list.filter(
      (value): value is string => typeof value === 'string' && value.length <= TEXT_LIMITS.title,
    )
    if (names.length < list.length) warnDropped('a category that is not text, or too long')
    return [...new Set(names.map((c) => c.trim()).filter(Boolean))]
  })

/** What events and updates both store, read the same way for both. */
export const sharedContentFields = {
  title: titleField,
  titleSlug: slugField,
  description: htmlField.prefault(''),
  shortDescription: shortTextField.default(''),
  images: lenientArray(imageSchema, 'image'),
  categories: categoriesField,
  themeColour: themeColourField,
  published: z.boolean(),
  /** When it goes public (lib/content/schedule.ts): a future one holds a published document back. */
  pubDate: timestampField.nullish().transform((v) => v ?? null),
  unpublishAt: timestampField.nullish().transform((v) => v ?? null),
}

import { z } from 'zod'
import { THEME_COLOURS } from '@/lib/content/field-rules'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { isAllowedPicture } from '@/lib/content/image-hosts.mjs'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import { londonClock, londonDate, londonWallTime } from '@/lib/site/dates.mjs'
import type { UsedPicture } from '@/lib/media/usage'
import { documentSlug } from '@/lib/site/slug.mjs'

/**
 * The pieces every admin form is read with: strings from FormData, checked with messages an
 * editor understands, before the document is built and checked again with the public schema.
 */

/** Plain text is shown as text, so markup in it is a slip (or an attack): say so. */
const NO_MARKUP = /<\/?[a-z!][^>]*>?/i

export function plainText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max.toLocaleString('en-GB')} characters.`)
    .refine((text) => !NO_MARKUP.test(text), {
      message: `${label} is plain text: remove the HTML tags (use the description for formatting).`,
    })
}

export function requiredText(max: number, label: string) {
  return plainText(max, label).pipe(z.string().min(1, `Enter ${label.toLowerCase()}.`))
}

export const htmlInput = z
  .string()
  .max(
    TEXT_LIMITS.html,
    `This text can be at most ${TEXT_LIMITS.html.toLocaleString('en-GB')} characters.`,
  )

/** An optional http(s) link; anything else is refused rather than silently dropped. */
export function optionalLink(label: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      if (!value) return true
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, `${label} must be a full web address starting with https://`)
}

export const dayField = z
  .string()
  .refine((day) => !day || /^\d{4}-\d{2}-\d{2}$/.test(day), 'Enter a date.')
export const timeField = z
  .string()
  .refine((time) => !time || /^\d{2}:\d{2}$/.test(time), 'Enter a time, like 18:30.')

/** A checkbox: present when ticked. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true')

/**
 * The instant a London clock shows `time` on `day` ('2026-11-22', '18:30'), whatever the
 * server's zone; null for an empty day.
 */
export function londonInstant(day: string, time: string): Date | null {
  if (!day) return null
  // Noon UTC always falls on the same London day.
  return londonWallTime(new Date(`${day}T12:00:00Z`), 0, time || '00:00')
}

/** Categories typed as a comma-separated list: trimmed, blanks and repeats dropped. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ]
}

/**
 * The title over two lines, as the programme's editing forms kept it: after a colon when there
 * is one, otherwise where the two halves are closest in length.
 */
export function splitTitle(title: string): string[] {
  const colon = title.indexOf(': ')
  if (colon > 0) return [title.slice(0, colon + 1), title.slice(colon + 2)]
  const words = title.split(/\s+/).filter(Boolean)
  if (words.length < 2) return [title]
  let best = 1
  for (let i = 1; i < words.length; i++) {
    const diff = (at: number) =>
      Math.abs(words.slice(0, at).join(' ').length - words.slice(at).join(' ').length)
    if (diff(i) < diff(best)) best = i
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')]
}

/** Field → first message, for showing each error beside its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

/** The fields events and updates share, read the same way in both forms. */
export const contentFormFields = {
  title: requiredText(TEXT_LIMITS.title, 'The title'),
  shortDescription: plainText(TEXT_LIMITS.shortText, 'The summary'),
  description: htmlInput,
  themeColour: z.enum(THEME_COLOURS, 'Choose one of the colours.'),
  categories: plainText(TEXT_LIMITS.shortText, 'Categories'),
  published: checkbox,
  publishAtDay: dayField,
  publishAtTime: timeField,
  unpublishAtDay: dayField,
  unpublishAtTime: timeField,
  images: z
    .array(
      z.object({
        imageURL: z.string().refine(isAllowedPicture, 'This picture cannot be shown.'),
        // The title is the picture's alt text: required, so nobody meets a nameless picture.
        imageTitle: requiredText(TEXT_LIMITS.title, 'A title for the picture'),
        // A library picture's (lib/media/usage.ts), filled in from the library by the save.
        mediaId: z.string().optional(),
        focalX: z.number().optional(),
        focalY: z.number().optional(),
        credit: z.string().optional(),
      }),
    )
    .max(30, 'Keep it to 30 pictures at most.'),
}

type ContentForm = z.output<z.ZodObject<typeof contentFormFields>>

/** A form's own check failed: its message goes beside the field named. */
export function refuse(ctx: z.RefinementCtx, field: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [field], message })
}

/** A time to come off the site must come after the time to go on (when that is asked for). */
export function checkPublicationWindow(form: ContentForm, ctx: z.RefinementCtx) {
  const on = londonInstant(form.publishAtDay, form.publishAtTime || '09:00')
  const off = londonInstant(form.unpublishAtDay, form.unpublishAtTime || '00:00')
  if (form.unpublishAtTime && !form.unpublishAtDay) {
    refuse(ctx, 'unpublishAtDay', 'Enter the day.')
  }
  if (on && off && off <= on) {
    refuse(
      ctx,
      'unpublishAtDay',
      'It must come off after it goes on: choose a later time, or clear one of them.',
    )
  }
}

/**
 * A picture as the forms hold it: where it is, and its title (its alt text); a library
 * picture also its id, focal point and credit (lib/media/usage.ts).
 */
export type PictureValues = UsedPicture

/** The stored fields for the shared part of a form, HTML sanitised with the public allowlist. */
export function contentDocument(form: ContentForm) {
  return {
    title: form.title,
    titleSlug: documentSlug(form.title),
    shortDescription: form.shortDescription,
    description: sanitizeEditorialHtml(form.description),
    themeColour: form.themeColour,
    categories: splitList(form.categories),
    published: form.published,
    // The time asked for; lib/admin/forms/publication.ts decides what is stored.
    pubDate: londonInstant(form.publishAtDay, form.publishAtTime || '09:00'),
    unpublishAt: londonInstant(form.unpublishAtDay, form.unpublishAtTime || '00:00'),
    images: form.images,
  }
}

/** A moment stored with the `*Day` / `*Time` strings the programme's forms always kept. */
export function moment(day: string, time: string, fallbackTime: string) {
  const at = londonInstant(day, time || fallbackTime)
  return at ? { at, day: londonDate(at), time: londonClock(at) } : { at: null, day: '', time: '' }
}

type Stored = Record<string, unknown>

/** A stored field as text: '' where it is missing or not text (an invalid document still lists). */
export const storedText = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The stored text of each of `fields`, for the form's values. */
export function storedTexts<F extends string>(doc: Stored | null, fields: readonly F[]) {
  const texts = fields.map((field) => [field, storedText(doc?.[field])])
  return Object.fromEntries(texts) as Record<F, string>
}

export function storedDate(value: unknown): Date | null {
  if (value instanceof Date) return value
  const toDate = (value as { toDate?: unknown } | null)?.toDate
  return typeof toDate === 'function' ? (value as { toDate(): Date }).toDate() : null
}

/** London day and clock of a stored date, for date and time inputs ('' when there is none). */
export function storedMoment(value: unknown): { day: string; time: string } {
  const at = storedDate(value)
  return at ? { day: londonDate(at), time: londonClock(at) } : { day: '', time: '' }
}

/** The shared fields of a stored document (even an invalid one) as form values. */
export function contentFormValues(doc: Stored | null, now = new Date()) {
  const colour = storedText(doc?.themeColour)
  // Only a publication still to come is shown: the form asks "when should it go public?".
  const pubDate = storedDate(doc?.pubDate)
  const publishAt = pubDate && pubDate > now ? storedMoment(pubDate) : { day: '', time: '' }
  // Shown when passed too: clearing it is how an editor puts the document back.
  const unpublishAt = storedMoment(doc?.unpublishAt)
  return {
    ...storedTexts(doc, ['title', 'shortDescription', 'description']),
    themeColour: (THEME_COLOURS as readonly string[]).includes(colour) ? colour : 'white',
    categories: Array.isArray(doc?.categories)
      ? doc.categories.filter((c) => typeof c === 'string').join(', ')
      : '',
    published: doc?.published === true ? 'on' : '',
    publishAtDay: publishAt.day,
    publishAtTime: publishAt.time,
    unpublishAtDay: unpublishAt.day,
    unpublishAtTime: unpublishAt.time,
    images: (Array.isArray(doc?.images) ? (doc.images as Stored[]) : []).map(
      (image): PictureValues => ({
        imageURL: storedText(image?.imageURL),
        imageTitle: storedText(image?.imageTitle),
        ...(storedText(image?.mediaId) ? { mediaId: storedText(image?.mediaId) } : {}),
      }),
    ),
  }
}

/**
 * A copy of a document's form values for a new draft ("Duplicate"): everything but its dates,
 * unpublished and going ahead. `now` gives the dates a new document starts with.
 */
export function duplicateValues<V extends Record<string, unknown>>(values: V, blank: V): V {
  const copy: Record<string, unknown> = { ...values }
  for (const key of Object.keys(copy)) {
    if (/(Day|Time)$/.test(key)) copy[key] = blank[key]
  }
  return {
    ...copy,
    published: '',
    ...('status' in values ? { status: 'scheduled' } : {}),
  } as unknown as V
}

/** Dates as Firestore hands them back (with toDate), so the read schema can check them. */
export function asStored(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? { toDate: () => value } : value,
    ]),
  )
}

/** What a collection's form rules give a save: the document to write, or the errors. */
export type FormResult =
  { ok: true; data: Record<string, unknown> } | { ok: false; errors: Record<string, string> }

/**
 * The document, if the schema the public site reads with accepts it: what is written is what
 * it will show. A slug with no letters or digits is the one thing the form cannot catch first.
 */
export function checkedWith(schema: z.ZodType, data: Record<string, unknown>): FormResult {
  if (!data.titleSlug) {
    return { ok: false, errors: { title: 'The title needs at least one letter or number.' } }
  }
  const check = schema.safeParse(asStored(data))
  return check.success ? { ok: true, data } : { ok: false, errors: fieldErrors(check.error) }
}

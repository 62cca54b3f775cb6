import { z } from 'zod'
import { TEXT_LIMITS, THEME_COLOURS } from '@/lib/content/fields'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import { eventSchema, TICKET_NEEDED } from '@/lib/events/schema'
import { londonClock, londonDate } from '@/lib/site/dates.mjs'
import { slugify } from '@/lib/site/slug.mjs'
import {
  checkbox,
  dayField,
  fieldErrors,
  htmlText,
  londonInstant,
  optionalLink,
  plainText,
  requiredText,
  splitList,
  splitTitle,
  timeField,
} from './form-fields'

/** The event form's fields, as the browser sends them (all strings). */
export const eventFormSchema = z
  .object({
    title: requiredText(TEXT_LIMITS.title, 'The title'),
    shortDescription: plainText(TEXT_LIMITS.shortText, 'The summary'),
    description: htmlText,
    themeColour: z.enum(THEME_COLOURS, 'Choose one of the colours.'),
    categories: plainText(TEXT_LIMITS.shortText, 'Categories'),
    dateStartDay: dayField.refine(Boolean, 'Enter the day it starts.'),
    dateStartTime: timeField.refine(Boolean, 'Enter the time it starts.'),
    dateEndDay: dayField,
    dateEndTime: timeField,
    featureUntilDay: dayField,
    featureUntilTime: timeField,
    ticketNeeded: z.enum(TICKET_NEEDED, 'Choose whether a ticket is needed.'),
    ticketInfo: htmlText,
    ticketLink: optionalLink('The ticket link'),
    ageRestrictions: plainText(TEXT_LIMITS.title, 'Age restrictions'),
    venueName: plainText(TEXT_LIMITS.title, 'The venue name'),
    venueInfo: plainText(TEXT_LIMITS.shortText, 'The venue details'),
    venueLocation: plainText(TEXT_LIMITS.shortText, 'The address'),
    venueURL: optionalLink('The venue link'),
    published: checkbox,
  })
  .superRefine((form, ctx) => {
    const start = londonInstant(form.dateStartDay, form.dateStartTime)
    const end = londonInstant(form.dateEndDay, form.dateEndTime || '23:59')
    if (form.dateEndTime && !form.dateEndDay) {
      ctx.addIssue({ code: 'custom', path: ['dateEndDay'], message: 'Enter the day it ends.' })
    }
    if (start && end && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateEndDay'],
        message: 'The end must be after the start.',
      })
    }
    if (form.featureUntilTime && !form.featureUntilDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['featureUntilDay'],
        message: 'Enter the day the feature ends.',
      })
    }
  })

export type EventFormValues = Record<keyof z.input<typeof eventFormSchema>, string>

/** A moment stored with the `*Day` / `*Time` strings the programme's forms always kept. */
function moment(day: string, time: string, fallbackTime: string) {
  const at = londonInstant(day, time || fallbackTime)
  return at ? { at, day: londonDate(at), time: londonClock(at) } : { at: null, day: '', time: '' }
}

/**
 * The event document fields an edit writes (everything the form holds; pictures, documents
 * and the publication date are kept as they are), or the errors beside their fields.
 */
export function eventDocumentFromForm(
  values: Record<string, unknown>,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const parsed = eventFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const form = parsed.data
  const start = moment(form.dateStartDay, form.dateStartTime, '00:00')
  const end = moment(form.dateEndDay, form.dateEndTime, '23:59')
  const feature = moment(form.featureUntilDay, form.featureUntilTime, '23:59')
  const data = {
    title: form.title,
    titleSlug: slugify(form.title),
    titleSplit: splitTitle(form.title),
    shortDescription: form.shortDescription,
    // Sanitised with the public site's own allowlist, so what is stored is what is shown.
    description: sanitizeEditorialHtml(form.description),
    themeColour: form.themeColour,
    categories: splitList(form.categories),
    dateStart: start.at,
    dateStartDay: start.day,
    dateStartTime: start.time,
    dateEnd: end.at,
    dateEndDay: end.day,
    dateEndTime: end.time,
    featureUntil: feature.at,
    featureUntilDay: feature.day,
    featureUntilTime: feature.time,
    ticket: {
      needed: form.ticketNeeded,
      ticketInfo: sanitizeEditorialHtml(form.ticketInfo),
      ticketLink: form.ticketLink,
      ageRestrictions: form.ageRestrictions,
    },
    venue: {
      venueName: form.venueName,
      venueInfo: form.venueInfo,
      venueLocation: form.venueLocation,
      venueURL: form.venueURL,
    },
    published: form.published,
  }
  if (!data.titleSlug) {
    return { ok: false, errors: { title: 'The title needs at least one letter or number.' } }
  }
  // The same schema the public site reads with: what is written here is what it will show.
  const check = eventSchema.safeParse(asStored(data))
  if (!check.success) return { ok: false, errors: fieldErrors(check.error) }
  return { ok: true, data }
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

type Stored = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const dateOf = (value: unknown): Date | null =>
  value instanceof Date
    ? value
    : typeof (value as { toDate?: unknown })?.toDate === 'function'
      ? (value as { toDate(): Date }).toDate()
      : null

/** A stored event (even an invalid one, which is how an editor mends it) as form values. */
export function eventFormValues(doc: Stored | null): EventFormValues {
  const ticket = (doc?.ticket ?? {}) as Stored
  const venue = (doc?.venue ?? {}) as Stored
  const day = (key: string) => {
    const at = dateOf(doc?.[key])
    return at ? londonDate(at) : ''
  }
  const time = (key: string) => {
    const at = dateOf(doc?.[key])
    return at ? londonClock(at) : ''
  }
  const colour = text(doc?.themeColour)
  return {
    title: text(doc?.title),
    shortDescription: text(doc?.shortDescription),
    description: text(doc?.description),
    themeColour: (THEME_COLOURS as readonly string[]).includes(colour) ? colour : 'white',
    categories: Array.isArray(doc?.categories)
      ? doc.categories.filter((c) => typeof c === 'string').join(', ')
      : '',
    dateStartDay: day('dateStart'),
    dateStartTime: time('dateStart'),
    dateEndDay: day('dateEnd'),
    dateEndTime: time('dateEnd'),
    featureUntilDay: day('featureUntil'),
    featureUntilTime: time('featureUntil'),
    ticketNeeded: (TICKET_NEEDED as readonly string[]).includes(text(ticket.needed))
      ? text(ticket.needed)
      : '',
    ticketInfo: text(ticket.ticketInfo),
    ticketLink: text(ticket.ticketLink),
    ageRestrictions: text(ticket.ageRestrictions),
    venueName: text(venue.venueName),
    venueInfo: text(venue.venueInfo),
    venueLocation: text(venue.venueLocation),
    venueURL: text(venue.venueURL),
    published: doc?.published === true ? 'on' : '',
  }
}

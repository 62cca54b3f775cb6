import { z } from 'zod'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { EVENT_STATUSES, eventSchema, TICKET_NEEDED } from '@/lib/events/schema'
import {
  accessFormFields,
  checkFacts,
  factsFormFields,
  factsFormValues,
  factsFromForm,
} from './facts-form'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import {
  checkedWith,
  contentDocument,
  contentFormFields,
  contentFormValues,
  checkPublicationWindow,
  dayField,
  fieldErrors,
  htmlInput,
  londonInstant,
  moment,
  optionalLink,
  plainText,
  refuse,
  splitTitle,
  type FormResult,
  type PictureValues,
  storedMoment,
  storedText,
  timeField,
} from '@/lib/admin/forms/fields'
import { recurrenceFormFields, recurrenceFormValues, recurrenceFromForm } from './recurrence-form'

/** The event form's fields, as the browser sends them (all strings). */
export const eventFormSchema = z
  .object({
    ...contentFormFields,
    dateStartDay: dayField.refine(Boolean, 'Enter the day it starts.'),
    dateStartTime: timeField.refine(Boolean, 'Enter the time it starts.'),
    dateEndDay: dayField,
    dateEndTime: timeField,
    featureUntilDay: dayField,
    featureUntilTime: timeField,
    status: z.enum(EVENT_STATUSES, 'Choose whether it goes ahead.'),
    previousStartDay: dayField,
    previousStartTime: timeField,
    ticketNeeded: z.enum(TICKET_NEEDED, 'Choose whether a ticket is needed.'),
    ticketInfo: htmlInput,
    ticketLink: optionalLink('The ticket link'),
    ageRestrictions: plainText(TEXT_LIMITS.title, 'Age restrictions'),
    venueName: plainText(TEXT_LIMITS.title, 'The venue name'),
    venueInfo: plainText(TEXT_LIMITS.shortText, 'The venue details'),
    venueLocation: plainText(TEXT_LIMITS.shortText, 'The address'),
    venueURL: optionalLink('The venue link'),
    venueId: z.string().trim().max(1_500),
    ...factsFormFields,
    ...accessFormFields,
    ...recurrenceFormFields,
  })
  .superRefine((form, ctx) => {
    checkPublicationWindow(form, ctx)
    checkFacts(form, ctx)
    const start = londonInstant(form.dateStartDay, form.dateStartTime)
    const end = londonInstant(form.dateEndDay, form.dateEndTime || '23:59')
    if (form.dateEndTime && !form.dateEndDay) {
      refuse(ctx, 'dateEndDay', 'Enter the day it ends.')
    }
    if (start && end && end <= start) {
      refuse(ctx, 'dateEndDay', 'The end must be after the start.')
    }
    if (form.status === 'rescheduled' && !form.previousStartDay) {
      refuse(ctx, 'previousStartDay', 'Enter the day it was to start, before it moved.')
    }
    if (form.featureUntilTime && !form.featureUntilDay) {
      refuse(ctx, 'featureUntilDay', 'Enter the day the feature ends.')
    }
  })

export type EventFormValues = Record<
  Exclude<keyof z.input<typeof eventFormSchema>, 'images'>,
  string
> & { images: PictureValues[] }

/** A venue of the list, as an event that chooses it copies it. */
export interface ChosenVenue {
  id: string
  name: string
  /** Its address on one line. */
  location: string
  website?: string
}

/**
 * The event document fields an edit writes (everything the form holds; pictures, documents
 * and the publication date are kept as they are), or the errors beside their fields.
 */
export function eventDocumentFromForm(
  values: Record<string, unknown>,
  venues: readonly ChosenVenue[] = [],
): FormResult {
  const parsed = eventFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const form = parsed.data
  const chosen = form.venueId ? venues.find((venue) => venue.id === form.venueId) : null
  if (form.venueId && !chosen) {
    return {
      ok: false,
      errors: { venueId: 'That venue has been deleted since: choose another, or type one below.' },
    }
  }
  const start = moment(form.dateStartDay, form.dateStartTime, '00:00')
  const end = moment(form.dateEndDay, form.dateEndTime, '23:59')
  const feature = moment(form.featureUntilDay, form.featureUntilTime, '23:59')
  const repeats = recurrenceFromForm(form, start.at, end.at)
  if (Object.keys(repeats.errors).length) return { ok: false, errors: repeats.errors }
  const rescheduled = form.status === 'rescheduled'
  const previous = moment(rescheduled ? form.previousStartDay : '', form.previousStartTime, '00:00')
  const data = {
    ...contentDocument(form),
    titleSplit: splitTitle(form.title),
    dateStart: start.at,
    dateStartDay: start.day,
    dateStartTime: start.time,
    dateEnd: end.at,
    dateEndDay: end.day,
    dateEndTime: end.time,
    featureUntil: feature.at,
    featureUntilDay: feature.day,
    featureUntilTime: feature.time,
    status: form.status,
    previousStart: previous.at,
    ticket: {
      needed: form.ticketNeeded,
      ticketInfo: sanitizeEditorialHtml(form.ticketInfo),
      ticketLink: form.ticketLink,
      ageRestrictions: form.ageRestrictions,
    },
    // A chosen venue's name and address are copied, so cards and feeds need no second read.
    venue: chosen
      ? {
          venueName: chosen.name,
          venueInfo: '',
          venueLocation: chosen.location,
          venueURL: chosen.website ?? '',
        }
      : {
          venueName: form.venueName,
          venueInfo: form.venueInfo,
          venueLocation: form.venueLocation,
          venueURL: form.venueURL,
        },
    venueId: chosen ? chosen.id : null,
    ...factsFromForm(form),
    // Null for a one-off: saving a series as one ends its repeats.
    recurrence: repeats.recurrence,
  }
  return checkedWith(eventSchema, data)
}

/** A stored event (even an invalid one, which is how an editor mends it) as form values. */
export function eventFormValues(doc: Record<string, unknown> | null): EventFormValues {
  const ticket = (doc?.ticket ?? {}) as Record<string, unknown>
  const venue = (doc?.venue ?? {}) as Record<string, unknown>
  const start = storedMoment(doc?.dateStart)
  const end = storedMoment(doc?.dateEnd)
  const feature = storedMoment(doc?.featureUntil)
  const previous = storedMoment(doc?.previousStart)
  const needed = storedText(ticket.needed)
  const status = storedText(doc?.status)
  const venueId = storedText(doc?.venueId)
  return {
    ...contentFormValues(doc),
    dateStartDay: start.day,
    dateStartTime: start.time,
    dateEndDay: end.day,
    dateEndTime: end.time,
    featureUntilDay: feature.day,
    featureUntilTime: feature.time,
    status: (EVENT_STATUSES as readonly string[]).includes(status) ? status : 'scheduled',
    previousStartDay: previous.day,
    previousStartTime: previous.time,
    ticketNeeded: (TICKET_NEEDED as readonly string[]).includes(needed) ? needed : '',
    ticketInfo: storedText(ticket.ticketInfo),
    ticketLink: storedText(ticket.ticketLink),
    ageRestrictions: storedText(ticket.ageRestrictions),
    // A chosen venue's copy is not the editor's to type: those fields start empty.
    venueName: venueId ? '' : storedText(venue.venueName),
    venueInfo: venueId ? '' : storedText(venue.venueInfo),
    venueLocation: venueId ? '' : storedText(venue.venueLocation),
    venueURL: venueId ? '' : storedText(venue.venueURL),
    venueId,
    ...factsFormValues(doc),
    ...recurrenceFormValues(doc),
  }
}

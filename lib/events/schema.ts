import { z } from 'zod'
import {
  assetUrlField,
  htmlField,
  lenientArray,
  lenientBlock,
  optionalLinkField,
  sharedContentFields,
  shortTextField,
  timestampField,
} from '@/lib/content/fields'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import type { DocumentMeta } from '@/lib/content/parse'
import { warnDropped } from '@/lib/content/problems'
import { accessSchema, agesSchema, costSchema } from './facts'
import { recurrenceSchema } from './recurrence'
import { EVENT_STATUSES, storedStatus } from './status'

// Where the statuses are defined, and what each means: status.ts.
export { EVENT_STATUSES, statusInWords, type EventStatus } from './status'

export const TICKET_NEEDED = ['Yes', 'No', ''] as const

const ticketSchema = z.object({
  needed: z.enum(TICKET_NEEDED).default(''),
  ticketInfo: htmlField.prefault(''),
  ticketLink: optionalLinkField,
  ageRestrictions: shortTextField.default(''),
})

const venueSchema = z.object({
  venueName: z.string().max(TEXT_LIMITS.title).default(''),
  venueInfo: shortTextField.default(''),
  venueLocation: shortTextField.default(''),
  venueURL: optionalLinkField,
})

// The spec leaves the shape of documents open; anything that is not a titled link is ignored.
const documentSchema = z.object({
  documentURL: assetUrlField,
  documentTitle: z.string().max(TEXT_LIMITS.title).default(''),
})

/** A `showcase` document as stored in Firestore, parsed into what pages use. */
export const eventSchema = z
  .object({
    ...sharedContentFields,
    titleSplit: z
      .union([z.array(z.string()), z.string()])
      .optional()
      .transform((value) => (typeof value === 'string' ? [value] : (value ?? []))),
    dateStart: timestampField,
    dateStartDay: z.string().optional(),
    dateStartTime: z.string().optional(),
    dateEnd: timestampField.nullish().transform((v) => v ?? null),
    dateEndDay: z.string().optional(),
    dateEndTime: z.string().optional(),
    featureUntil: timestampField.nullish().transform((v) => v ?? null),
    featureUntilDay: z.string().optional(),
    featureUntilTime: z.string().optional(),
    status: z.enum(EVENT_STATUSES).optional().catch(undefined),
    /** The start it had before it was rescheduled. */
    previousStart: timestampField
      .nullish()
      .catch(null)
      .transform((v) => v ?? null),
    ticket: lenientBlock(ticketSchema, 'ticket block'),
    venue: lenientBlock(venueSchema, 'venue block'),
    /** A venue of the venues collection; the venue block holds its name as it was then. */
    venueId: z
      .string()
      .max(1_500)
      .nullish()
      .catch(null)
      .transform((id) => id || null),
    documents: lenientArray(documentSchema, 'document'),
    // Documents older than these fields read as saying nothing, never as free or step-free.
    cost: lenientBlock(costSchema, 'cost block'),
    ages: lenientBlock(agesSchema, 'ages block'),
    access: lenientBlock(accessSchema, 'access block'),
    /** A series' rule and exceptions; absent or null for a one-off (every older event). */
    recurrence: z
      .unknown()
      .optional()
      .transform((value) => {
        if (value === undefined || value === null) return null
        const parsed = recurrenceSchema.safeParse(value)
        if (parsed.success) return parsed.data
        warnDropped(`the repetition rule, which is invalid (${parsed.error.issues[0]?.message})`)
        return null
      }),
  })
  // An end that is not after the start is a slip in editing: dropped here, so that the page,
  // its structured data and its calendar all read the event as having no end.
  .transform((stored) => {
    const status = storedStatus(stored)
    const event = {
      ...stored,
      status,
      previousStart: status === 'rescheduled' ? stored.previousStart : null,
      /** Set on the copy of a series that stands for one of its dates (occurrences.ts). */
      occurrence: null as SeriesOccurrence | null,
    }
    if (!event.dateEnd || event.dateEnd > event.dateStart) return event
    warnDropped(`the end ${event.dateEnd}, which is not after the start ${event.dateStart}`)
    return { ...event, dateEnd: null, dateEndDay: undefined, dateEndTime: undefined }
  })

/** Which date of a series an event copy stands for, and the editor's note on it. */
export interface SeriesOccurrence {
  /** The London day the rule gives it. */
  date: string
  note: string
}

export type Event = z.output<typeof eventSchema> & DocumentMeta
export type EventTicket = Event['ticket']
export type EventVenue = Event['venue']

/**
 * Events that repeat: a series is one event document whose start and end are its first
 * occurrence, with a repetition rule (weekly or monthly, until a date or for a count) and its
 * exceptions (a date skipped, one occurrence moved or cancelled with its own note).
 *
 * The rule is expanded by the `rrule` package in London wall-clock time (a "floating" UTC
 * date whose digits are the London clock), and each occurrence is then turned into an instant
 * in London: a class at 10:00 stays at 10:00 on either side of a clock change. Pure: the same
 * event gives the same occurrences whatever the server's zone.
 */
import { z } from 'zod'
import { RRule, type Options, type Weekday } from 'rrule'
import {
  londonClock,
  londonDate,
  londonParts,
  londonWallTime,
  ordinalSuffix,
} from '@/lib/site/dates.mjs'
import { timestampField } from '@/lib/content/fields'
import { WEEKDAY_CODES, WEEKDAY_NAMES, type WeekdayCode } from './weekdays'

export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly'] as const
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number]

export { WEEKDAY_CODES, WEEKDAY_NAMES, type WeekdayCode }

/** The nth weekday of a month: first to fourth, or -1 for the last. */
export const NTH_CHOICES = [1, 2, 3, 4, -1] as const

/**
 * No series runs past this many occurrences (two years of weeks): an occurrence is never
 * stored, but every listing expands the series, so the work per series stays bounded.
 */
export const MAX_OCCURRENCES = 104

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day, yyyy-mm-dd')

// A Timestamp as stored, an ISO string as the published entries hold it, or a Date as the
// admin form writes it.
const moment = z.union([
  timestampField,
  z.iso.datetime(),
  z.date().transform((date) => date.toISOString()),
])

/** One occurrence changed on its own: moved to a new start (and end), or cancelled. */
export const occurrenceChangeSchema = z.object({
  /** The London day the rule gives it, which names it. */
  date: day,
  // A Timestamp as stored, or an ISO string as the published entries hold it.
  start: moment.nullish().transform((v) => v ?? null),
  end: moment.nullish().transform((v) => v ?? null),
  cancelled: z.boolean().default(false),
  note: z.string().trim().max(300).default(''),
})
export type OccurrenceChange = z.output<typeof occurrenceChangeSchema>

/** The `recurrence` field of an event document. */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    /** Weekly: the days it runs on. Monthly with `nth`: the one weekday. */
    weekdays: z.array(z.enum(WEEKDAY_CODES)).max(7).default([]),
    /** Monthly: the day of the month (1 to 31), unless `nth` is given. */
    monthDay: z
      .number()
      .int()
      .min(1)
      .max(31)
      .nullish()
      .transform((v) => v ?? null),
    /** Monthly: which of the month's `weekdays[0]` (1 to 4, or -1 for the last). */
    nth: z
      .union(NTH_CHOICES.map((n) => z.literal(n)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]])
      .nullish()
      .transform((v) => v ?? null),
    /** The last London day it may run on, inclusive. */
    until: day.nullish().transform((v) => v ?? null),
    count: z
      .number()
      .int()
      .min(1)
      .max(MAX_OCCURRENCES)
      .nullish()
      .transform((v) => v ?? null),
    /** The London days the rule gives that are skipped (EXDATE). */
    skipped: z.array(day).max(MAX_OCCURRENCES).default([]),
    changes: z.array(occurrenceChangeSchema).max(MAX_OCCURRENCES).default([]),
  })
  .refine((rule) => rule.until !== null || rule.count !== null, 'Needs an end: a date or a count')
  .refine(
    (rule) => rule.frequency !== 'weekly' || rule.weekdays.length > 0,
    'A weekly series needs at least one day',
  )
  .refine(
    (rule) =>
      rule.frequency !== 'monthly' ||
      (rule.nth !== null ? rule.weekdays.length === 1 : rule.monthDay !== null),
    'A monthly series needs a day of the month, or one weekday and which of the month',
  )
export type Recurrence = z.output<typeof recurrenceSchema>

const RRULE_DAYS: Record<WeekdayCode, Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
}

/** A London wall-clock time as a floating date: its UTC digits are London's clock. */
function floating(iso: string): Date {
  const p = londonParts(iso)
  return new Date(Date.UTC(p.year, p.monthIndex, p.day, p.hour, p.minute))
}

/** The instant a floating date's digits name on a London clock. */
function fromFloating(wall: Date): Date {
  const noon = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 12))
  const hhmm = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  return londonWallTime(noon, 0, hhmm)
}

const pad = (n: number) => String(n).padStart(2, '0')
const floatingDay = (wall: Date) => wall.toISOString().slice(0, 10)

/** The rule as `rrule` options, in floating London time from the series' first start. */
function ruleOptions(rule: Recurrence, firstStart: string): Partial<Options> {
  const options: Partial<Options> = {
    freq: rule.frequency === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    dtstart: floating(firstStart),
    wkst: RRule.MO,
  }
  if (rule.frequency === 'weekly') {
    options.byweekday = rule.weekdays.map((code) => RRULE_DAYS[code])
  } else if (rule.nth !== null && rule.weekdays[0]) {
    options.byweekday = [RRULE_DAYS[rule.weekdays[0]].nth(rule.nth)]
  } else if (rule.monthDay !== null) {
    options.bymonthday = [rule.monthDay]
  }
  if (rule.count !== null) options.count = rule.count
  if (rule.until !== null) {
    const [y, m, d] = rule.until.split('-').map(Number)
    options.until = new Date(Date.UTC(y!, m! - 1, d!, 23, 59, 59))
  }
  return options
}

/**
 * The RFC 5545 RRULE value ('FREQ=WEEKLY;BYDAY=SA;COUNT=7'), for a DTSTART with the London
 * TZID: UNTIL is then in UTC (RFC 5545 3.3.10), the last second of its London day.
 */
export function rruleText(rule: Recurrence, firstStart: string): string {
  const { dtstart: _, until, ...options } = ruleOptions(rule, firstStart)
  void _
  const text = RRule.optionsToString(options).replace(/^RRULE:/, '')
  if (!until) return text
  const lastMinute = fromFloating(new Date(until.getTime() - 59_000))
  const utc = new Date(lastMinute.getTime() + 59_000).toISOString()
  return `${text};UNTIL=${utc.replace(/[-:]|\.\d{3}/g, '')}`
}

export type OccurrenceStatus = 'scheduled' | 'moved' | 'cancelled' | 'skipped'

/** One date of a series, as its page lists it. */
export interface Occurrence {
  /** The London day the rule gives it ('2026-03-28'), which names it. */
  date: string
  /** When it starts and ends (ISO): the moved times for a moved one. */
  start: string
  end: string | null
  /** When the rule has it start (ISO): the same as `start` unless moved. */
  ruleStart: string
  status: OccurrenceStatus
  /** The editor's note on a moved or cancelled one. */
  note: string
}

/** The series' rule-given starts, in floating London time, at most MAX_OCCURRENCES. */
function ruleStarts(rule: Recurrence, firstStart: string): Date[] {
  return new RRule(ruleOptions(rule, firstStart)).all((_, i) => i < MAX_OCCURRENCES)
}

/**
 * Every date of a series, oldest first, skipped and cancelled ones included (marked); each
 * start on the London clock of the first one, each lasting on the clock as the first does.
 */
export function seriesSchedule(event: {
  dateStart: string
  dateEnd: string | null
  recurrence: Recurrence | null
}): readonly Occurrence[] {
  const { recurrence: rule, dateStart, dateEnd } = event
  if (!rule) return [single(dateStart, dateEnd)]
  // Each listing, the gate and the series' page expand the same few series again and again;
  // a 104-date series took 26 ms (London's clock read through Intl for every date).
  const key = JSON.stringify([dateStart, dateEnd, rule])
  const known = schedules.get(key)
  if (known) return known
  const schedule = expand(rule, dateStart, dateEnd)
  if (schedules.size >= SCHEDULES_KEPT) schedules.delete(schedules.keys().next().value!)
  schedules.set(key, schedule)
  return schedule
}

/** The schedules last worked out, oldest first: a few hundred series at most. */
const schedules = new Map<string, readonly Occurrence[]>()
const SCHEDULES_KEPT = 500

function expand(rule: Recurrence, dateStart: string, dateEnd: string | null): Occurrence[] {
  const first = floating(dateStart)
  const length = dateEnd ? floating(dateEnd).getTime() - first.getTime() : null
  const skipped = new Set(rule.skipped)
  const changes = new Map(rule.changes.map((change) => [change.date, change]))
  return ruleStarts(rule, dateStart).map((wall): Occurrence => {
    const date = floatingDay(wall)
    const ruleStart = fromFloating(wall).toISOString()
    const end = length === null ? null : fromFloating(new Date(wall.getTime() + length))
    const base = { date, start: ruleStart, end: end?.toISOString() ?? null, ruleStart, note: '' }
    if (skipped.has(date)) return { ...base, status: 'skipped' }
    const change = changes.get(date)
    if (!change) return { ...base, status: 'scheduled' }
    if (change.cancelled) return { ...base, status: 'cancelled', note: change.note }
    if (!change.start) return { ...base, status: 'scheduled', note: change.note }
    const movedEnd = change.end && change.end > change.start ? change.end : null
    return { ...base, start: change.start, end: movedEnd, status: 'moved', note: change.note }
  })
}

function single(start: string, end: string | null): Occurrence {
  return { date: londonDate(start), start, end, ruleStart: start, status: 'scheduled', note: '' }
}

/** The London days a rule gives, whatever their exceptions: what an exception may name. */
export function ruleDays(rule: Recurrence, firstStart: string): string[] {
  return ruleStarts(rule, firstStart).map(floatingDay)
}

/** The London clock time of a series' start ('10:00'), for its page and the form. */
export const seriesClock = (firstStart: string) => londonClock(firstStart)

/** "Every Saturday", "Every Monday and Thursday", "Monthly on the 2nd Tuesday", … */
export function recurrenceText(rule: Recurrence): string {
  const names = rule.weekdays.map((code) => WEEKDAY_NAMES[code])
  if (rule.frequency === 'weekly') return `Every ${listText(names)}`
  if (rule.nth !== null && names[0]) {
    return `Monthly on the ${rule.nth === -1 ? 'last' : ordinal(rule.nth)} ${names[0]}`
  }
  return `Monthly on the ${ordinal(rule.monthDay ?? 1)}`
}

/**
 * A series' rule with its first and last dates: "Every Tuesday from 3rd March to 7th April".
 * Every series ends (a date or a count), so its six dates do not read as every week for ever.
 * The days are the rule's (a moved date keeps its place), leaving out the ones it skips; the
 * year is said of a day outside `thisYear`.
 */
export function seriesText(
  event: { dateStart: string; dateEnd: string | null; recurrence: Recurrence },
  thisYear: number,
): string {
  const rule = event.recurrence
  const days = seriesSchedule(event)
    .filter((date) => date.status !== 'skipped')
    .map((date) => date.date)
  const [first, last] = [days[0], days.at(-1)]
  if (!first || !last) return recurrenceText(rule)
  // The rule names the weekday: '3rd March', as the site writes a date, without it.
  const said = (day: string) => {
    const { year, day: date, month } = londonParts(`${day}T12:00:00Z`)
    return `${date}${ordinalSuffix(date)} ${month}${year === thisYear ? '' : ` ${year}`}`
  }
  if (first === last) return `${recurrenceText(rule)}, on ${said(first)} only`
  return `${recurrenceText(rule)} from ${said(first)} to ${said(last)}`
}

const ordinal = (n: number) => `${n}${ordinalSuffix(n)}`

function listText(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

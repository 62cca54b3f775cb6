/**
 * The event form's "Repeats" section: the rule of a series (weekly on chosen days, or monthly
 * on the first date's day or weekday, until a date or for a count), the dates it skips, and
 * up to CHANGE_ROWS dates moved or cancelled on their own. The form's strings become the
 * event's `recurrence` field (lib/events/recurrence.ts), or null for a one-off.
 */
import { z } from 'zod'
import { CHANGE_ROW_KEYS, CHANGE_ROWS, weekdayField, type ChangeRowKeys } from './recurrence-fields'
import {
  MAX_OCCURRENCES,
  ruleDays,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
  type Recurrence,
  type WeekdayCode,
} from '@/lib/events/recurrence'
import { formatDate, londonParts } from '@/lib/site/dates.mjs'
import {
  dayField,
  londonInstant,
  storedDate,
  storedMoment,
  storedText,
  timeField,
} from '@/lib/admin/forms/fields'

export { CHANGE_ROW_KEYS, CHANGE_ROWS, weekdayField }

export const REPEATS = ['', 'weekly', 'monthly'] as const
export const MONTHLY_BY = ['day', 'nth', 'last'] as const
export const CHANGE_ACTIONS = ['', 'move', 'cancel'] as const

const checkbox = z.string().default('')

/** The section's fields, as the browser sends them. */
export const recurrenceFormFields = {
  repeats: z.enum(REPEATS, 'Choose whether it repeats.').default(''),
  ...(Object.fromEntries(WEEKDAY_CODES.map((code) => [weekdayField(code), checkbox])) as Record<
    `repeat${WeekdayCode}`,
    typeof checkbox
  >),
  repeatMonthly: z.enum(MONTHLY_BY, 'Choose which day of the month.').default('day'),
  repeatUntil: dayField.default(''),
  repeatCount: z.string().trim().default(''),
  repeatSkipped: z.string().max(2_000).default(''),
  ...(Object.fromEntries(
    CHANGE_ROW_KEYS.flatMap((row) => [
      [row.date, dayField.default('')],
      [row.action, z.enum(CHANGE_ACTIONS).default('')],
      [row.day, dayField.default('')],
      [row.start, timeField.default('')],
      [row.end, timeField.default('')],
      [row.note, z.string().trim().max(300, 'Keep the note under 300 characters.').default('')],
    ]),
  ) as Record<ChangeRowKeys[keyof ChangeRowKeys], z.ZodType<string>>),
}

type Form = Record<string, unknown>
type Issues = Record<string, string>

const text = (form: Form, key: string) => {
  const value = form[key]
  return typeof value === 'string' ? value : ''
}

const isTicked = (value: string | undefined) => value === 'on' || value === 'true'

/** The days typed in the skipped box: one per line, or separated by commas. */
const skippedDays = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((day) => day.trim())
    .filter(Boolean)

/**
 * The rule the form describes, or null for a one-off, with the errors beside their fields.
 * `start` and `end` are the first date's instants (ISO), already checked by the event form.
 */
export function recurrenceFromForm(
  form: Form,
  start: Date | null,
  end: Date | null,
): {
  recurrence: (Omit<Recurrence, 'changes'> & { changes: StoredChange[] }) | null
  errors: Issues
} {
  const errors: Issues = {}
  if (!text(form, 'repeats') || !start) return { recurrence: null, errors }
  const first = start.toISOString()
  const startDay = londonParts(start)
  const startCode =
    WEEKDAY_CODES[
      (new Date(Date.UTC(startDay.year, startDay.monthIndex, startDay.day)).getUTCDay() + 6) % 7
    ]!

  let weekdays: WeekdayCode[] = []
  let monthDay: number | null = null
  let nth: Recurrence['nth'] = null
  if (text(form, 'repeats') === 'weekly') {
    weekdays = WEEKDAY_CODES.filter((code) => isTicked(text(form, weekdayField(code))))
    if (!weekdays.length) errors.repeatMO = 'Tick the days it runs on.'
    else if (!weekdays.includes(startCode)) {
      errors.repeatMO = `The first date is a ${WEEKDAY_NAMES[startCode]}: tick ${WEEKDAY_NAMES[startCode]}, or start it on one of the days ticked.`
    }
  } else if (text(form, 'repeatMonthly') === 'day') {
    monthDay = startDay.day
  } else {
    weekdays = [startCode]
    // The first date's place in its month: the 2nd Tuesday, or the last one.
    nth =
      text(form, 'repeatMonthly') === 'last' ? -1 : (Math.ceil(startDay.day / 7) as 1 | 2 | 3 | 4)
    if (nth === -1 && startDay.day + 7 <= daysInMonth(startDay.year, startDay.monthIndex)) {
      errors.repeatMonthly = 'The first date is not the last of its weekday in its month.'
    }
    if (nth !== -1 && nth > 4) {
      errors.repeatMonthly =
        'The first date is a fifth weekday, which not every month has: choose “the last”.'
    }
  }

  const count = text(form, 'repeatCount') ? Number(text(form, 'repeatCount')) : null
  const until = text(form, 'repeatUntil') || null
  if (count !== null && (!Number.isInteger(count) || count < 2 || count > MAX_OCCURRENCES)) {
    errors.repeatCount = `Enter a whole number from 2 to ${MAX_OCCURRENCES}.`
  }
  if (count === null && until === null) {
    errors.repeatUntil = 'Enter the last date, or how many times it runs.'
  } else if (count !== null && until !== null) {
    errors.repeatUntil = 'Give the last date or how many times, not both.'
  } else if (until !== null && until < londonDateOf(start)) {
    errors.repeatUntil = 'The last date must be on or after the first.'
  }
  if (Object.keys(errors).length) return { recurrence: null, errors }

  const rule: Recurrence = {
    frequency: text(form, 'repeats') as Recurrence['frequency'],
    weekdays,
    monthDay,
    nth,
    until,
    count,
    skipped: [],
    changes: [],
  }
  const days = ruleDays(rule, first)
  if (until !== null && days.length >= MAX_OCCURRENCES) {
    errors.repeatUntil = `That makes more than ${MAX_OCCURRENCES} dates: choose an earlier last date.`
  }
  const isRuleDay = new Set(days)
  const notADate = (day: string) => `${formatDate(`${day}T12:00:00Z`, 0)} is not one of its dates.`

  const skipped = [...new Set(skippedDays(text(form, 'repeatSkipped')))].sort()
  const badSkip = skipped.find((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || !isRuleDay.has(day))
  if (badSkip) {
    errors.repeatSkipped = /^\d{4}-\d{2}-\d{2}$/.test(badSkip)
      ? notADate(badSkip)
      : `“${badSkip}” is not a date like 2026-03-21.`
  }

  const changes: StoredChange[] = []
  const changed = new Set<string>()
  for (const row of CHANGE_ROW_KEYS) {
    const action = text(form, row.action) ?? ''
    const date = text(form, row.date) ?? ''
    if (!action && !date) continue
    if (!date) {
      errors[row.date] = 'Enter the date it changes.'
      continue
    }
    if (!isRuleDay.has(date)) errors[row.date] = notADate(date)
    else if (skipped.includes(date)) errors[row.date] = 'That date is skipped already.'
    else if (changed.has(date)) errors[row.date] = 'That date is changed in another row.'
    if (!action) errors[row.action] = 'Choose whether it moves or is cancelled.'
    changed.add(date)
    const note = text(form, row.note) ?? ''
    if (action === 'cancel') {
      changes.push({ date, start: null, end: null, cancelled: true, note })
      continue
    }
    if (action !== 'move') continue
    const movedStart = londonInstant(text(form, row.day) ?? '', text(form, row.start))
    if (!text(form, row.day)) errors[row.day] = 'Enter the day it moves to.'
    if (!text(form, row.start)) errors[row.start] = 'Enter the time it starts.'
    const movedEnd =
      text(form, row.end) && text(form, row.day)
        ? londonInstant(text(form, row.day), text(form, row.end))
        : null
    if (movedStart && movedEnd && movedEnd <= movedStart) {
      errors[row.end] = 'The end must be after the start.'
    }
    // Given no end, a moved date lasts as long as the first one.
    const length = end && movedStart ? end.getTime() - start.getTime() : null
    const lasting =
      movedEnd ?? (length && movedStart ? new Date(movedStart.getTime() + length) : null)
    if (movedStart) changes.push({ date, start: movedStart, end: lasting, cancelled: false, note })
  }
  if (Object.keys(errors).length) return { recurrence: null, errors }
  return { recurrence: { ...rule, skipped, changes }, errors }
}

/** A date moved or cancelled, as written: Dates become Timestamps in Firestore. */
export interface StoredChange {
  date: string
  start: Date | null
  end: Date | null
  cancelled: boolean
  note: string
}

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()

const londonDateOf = (at: Date) => {
  const p = londonParts(at)
  return `${p.year}-${String(p.monthIndex + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/** A stored event's rule (even an invalid one) as the section's form values. */
export type RecurrenceFormValues = Record<keyof typeof recurrenceFormFields, string>

export function recurrenceFormValues(doc: Record<string, unknown> | null): RecurrenceFormValues {
  const rule = (doc?.recurrence ?? null) as Record<string, unknown> | null
  const values: Record<string, string> = {
    repeats: '',
    repeatMonthly: 'day',
    repeatUntil: '',
    repeatCount: '',
    repeatSkipped: '',
  }
  for (const code of WEEKDAY_CODES) values[weekdayField(code)] = ''
  for (const row of CHANGE_ROW_KEYS) for (const key of Object.values(row)) values[key] = ''
  if (!rule || typeof rule !== 'object') return values as RecurrenceFormValues
  const frequency = storedText(rule.frequency)
  values.repeats = (REPEATS as readonly string[]).includes(frequency) ? frequency : ''
  const weekdays = Array.isArray(rule.weekdays) ? rule.weekdays : []
  if (values.repeats === 'weekly') {
    for (const code of WEEKDAY_CODES) if (weekdays.includes(code)) values[weekdayField(code)] = 'on'
  }
  values.repeatMonthly = rule.nth === -1 ? 'last' : typeof rule.nth === 'number' ? 'nth' : 'day'
  values.repeatUntil = storedText(rule.until)
  values.repeatCount = typeof rule.count === 'number' ? String(rule.count) : ''
  values.repeatSkipped = (Array.isArray(rule.skipped) ? rule.skipped : [])
    .filter((d): d is string => typeof d === 'string')
    .join('\n')
  const changes = Array.isArray(rule.changes) ? rule.changes : []
  changes.slice(0, CHANGE_ROWS).forEach((raw, i) => {
    const change = (raw ?? {}) as Record<string, unknown>
    const row = CHANGE_ROW_KEYS[i]!
    values[row.date] = storedText(change.date)
    values[row.action] =
      change.cancelled === true ? 'cancel' : storedDate(change.start) ? 'move' : ''
    const start = storedMoment(change.start)
    values[row.day] = start.day
    values[row.start] = start.time
    values[row.end] = storedMoment(change.end).time
    values[row.note] = storedText(change.note)
  })
  return values as RecurrenceFormValues
}

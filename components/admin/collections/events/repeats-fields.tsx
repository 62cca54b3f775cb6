import type { ReactNode } from 'react'
import { FieldError } from '@/components/admin/field'
import {
  CHANGE_ROW_KEYS,
  CHANGE_ROWS,
  weekdayField,
} from '@/lib/admin/collections/events/recurrence-fields'
import { WEEKDAY_CODES, WEEKDAY_NAMES } from '@/lib/events/weekdays'
import type { controls } from '@/components/admin/content-fields'

const REPEAT_CHOICES = [
  ['', 'No, it is on once'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
] as const

const MONTHLY_CHOICES = [
  ['day', 'On the same date as the first (like the 14th)'],
  ['nth', 'On the same weekday as the first (like the 2nd Tuesday)'],
  ['last', 'On the last of the first date’s weekday'],
] as const

const ACTION_CHOICES = [
  ['', 'No change'],
  ['move', 'Move it to another day or time'],
  ['cancel', 'Cancel it'],
] as const

/**
 * The event form's "Repeats" section: the series' rule, its skipped dates, and rows that move
 * or cancel one date. Rows in use and two empty ones are shown.
 */
export function RepeatsFields({
  values,
  errors,
  idPrefix,
  control,
}: {
  values: Record<string, unknown>
  errors: Record<string, string>
  idPrefix: string
  control: ReturnType<typeof controls>
}): ReactNode {
  const { text, area, select, check } = control
  const used = CHANGE_ROW_KEYS.filter((row) => values[row.date] || values[row.action]).length
  const rows = CHANGE_ROW_KEYS.slice(0, Math.min(CHANGE_ROWS, used + 2))
  return (
    <fieldset>
      <legend>Repeats</legend>
      <p className="admin-hint">
        A series is one event on every date its rule gives; the dates above are its first. A change
        here changes every coming date. To move or cancel one date only, use the rows below.
      </p>
      {select('repeats', 'Does it repeat?', REPEAT_CHOICES)}
      <fieldset className="admin-checks">
        <legend>If weekly: on these days</legend>
        <FieldError id={`${idPrefix}repeatMO`} error={errors.repeatMO} />
        {WEEKDAY_CODES.map((code) => check(weekdayField(code), WEEKDAY_NAMES[code]))}
      </fieldset>
      {select('repeatMonthly', 'If monthly: on which day', MONTHLY_CHOICES)}
      <div className="admin-pair">
        {text(
          'repeatUntil',
          'Until',
          'The last date it may run on. Or give how many times.',
          'date',
        )}
        {text('repeatCount', 'How many times', 'Or give the last date.')}
      </div>
      {area(
        'repeatSkipped',
        'Dates it skips',
        'Dates with no session, one a line, like 2026-03-21.',
        3,
      )}
      {rows.map((row, i) => (
        <fieldset key={row.date}>
          <legend>Change one date ({i + 1})</legend>
          <div className="admin-pair">
            {text(row.date, 'The date that changes', 'As the series has it.', 'date')}
            {select(row.action, 'Change', ACTION_CHOICES)}
          </div>
          <div className="admin-pair">
            {text(row.day, 'If moved: new day', undefined, 'date')}
            {text(row.start, 'New start time', undefined, 'time')}
            {text(row.end, 'New end time', 'Empty: as long as the first date.', 'time')}
          </div>
          {text(row.note, 'Note for residents', 'Why it moved or is cancelled.')}
        </fieldset>
      ))}
    </fieldset>
  )
}

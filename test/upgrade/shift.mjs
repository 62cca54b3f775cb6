// Moves every date of a backup (npm run backup) by whole days, so that the old release's demo
// content, seeded relative to one moment, is in the same state relative to now as when its
// pages were captured (test/fixtures/release-0.1.0-b43641a/README.md).

/** When the old release's demo content was seeded: its dates are relative to this moment. */
export const SEEDED_AT = '2026-11-28T13:45:46Z'

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_STRING = /^\d{4}-\d{2}-\d{2}$/

/** Whole days from the seeding to `now`, rounded: what every date is moved by. */
export function daysSinceSeeding(now = new Date()) {
  return Math.round((now.getTime() - Date.parse(SEEDED_AT)) / DAY_MS)
}

/** 'YYYY-MM-DD' moved by `days` (calendar days, no time zone involved). */
function shiftDay(day, days) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * A copy of `value` (a backup, or any part of one) with every tagged timestamp
 * (`{"__type":"timestamp","seconds","nanoseconds"}`) moved by `days`, and the admin form's
 * copies of those dates (`dateStartDay` and the like: 'YYYY-MM-DD' strings in fields whose
 * name ends in `Day`) with them. The form's `…Time` strings stay: whole days keep the time of
 * day in UTC, so across a change of clocks London's time shown moves by an hour.
 */
export function shiftBackup(value, days) {
  if (Array.isArray(value)) return value.map((item) => shiftBackup(item, days))
  if (!value || typeof value !== 'object') return value
  if (value.__type === 'timestamp') return { ...value, seconds: value.seconds + days * 86_400 }
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key.endsWith('Day') && typeof field === 'string' && DAY_STRING.test(field)
        ? shiftDay(field, days)
        : shiftBackup(field, days),
    ]),
  )
}

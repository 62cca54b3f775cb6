// @ts-check
// .mjs: the demo seed and the award documents' script (run by Node directly) import it.
// Dates as the site shows them: in London, whatever the server's own zone. The demo seed does
// its London-time arithmetic with this same code.

/** Every date on the site is shown as it is in London, whatever the server's own zone. */
export const SITE_TIME_ZONE = 'Europe/London'

/** @type {Record<Intl.LDMLPluralRule, string>} */
const ORDINAL_SUFFIX = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
}
const ordinalRules = new Intl.PluralRules('en-GB', { type: 'ordinal' })

/** 1 → 'st', 2 → 'nd', 3 → 'rd', 11 → 'th', 21 → 'st', … @param {number} n */
export function ordinalSuffix(n) {
  return ORDINAL_SUFFIX[ordinalRules.select(n)]
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
})

// prettier-ignore
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A moment as a clock and calendar in London show it. @param {string | Date} iso */
export function londonParts(iso) {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  /** @type {Record<string, string>} */
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]))
  const month = parts.month ?? ''
  return {
    weekday: parts.weekday ?? '',
    day: Number(parts.day),
    month,
    monthIndex: MONTHS.indexOf(month),
    year: Number(parts.year),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}

/** "Saturday 21st March" @param {string | Date} iso */
export function formatDayMonth(iso) {
  const p = londonParts(iso)
  return `${p.weekday} ${p.day}${ordinalSuffix(p.day)} ${p.month}`
}

/**
 * "Saturday 21st March", with the year when it is not `thisYear` (London's year now):
 * "Monday 24th February 2025". One rule for every date a visitor reads.
 * @param {string | Date} iso @param {number} thisYear
 */
export function formatDate(iso, thisYear) {
  const year = londonParts(iso).year
  return year === thisYear ? formatDayMonth(iso) : `${formatDayMonth(iso)} ${year}`
}

/** "7:30pm", "10am", "12 noon" @param {string | Date} iso */
export function formatTime(iso) {
  const { hour, minute } = londonParts(iso)
  if (hour === 12 && minute === 0) return '12 noon'
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  const mins = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`
  return `${h12}${mins}${hour < 12 ? 'am' : 'pm'}`
}

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0')

/** '2026-11-22': a moment's London day (the form of the `*Day` fields). @param {string | Date} iso */
export function londonDate(iso) {
  const p = londonParts(iso)
  return `${p.year}-${pad(p.monthIndex + 1)}-${pad(p.day)}`
}

/** '18:30': a moment's London clock time (the form of the `*Time` fields). @param {string | Date} iso */
export function londonClock(iso) {
  const p = londonParts(iso)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** The UTC offset of London at an instant, in minutes (0 in winter, 60 in summer). @param {Date} date */
function londonOffsetMinutes(date) {
  const p = londonParts(date)
  const asUtc = Date.UTC(p.year, p.monthIndex, p.day, p.hour, p.minute)
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * The instant a London clock shows `hh:mm` on the London day `dayOffset` days after the day
 * of `from` (0 is that same day). A time that does not exist when the clocks go forward
 * comes out an hour later, as a clock would show it.
 * @param {Date} from @param {number} dayOffset @param {string} hhmm '18:30'
 */
export function londonWallTime(from, dayOffset, hhmm) {
  const p = londonParts(from)
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number)
  const wall = Date.UTC(p.year, p.monthIndex, p.day + dayOffset, hour, minute)
  // Offsets change at 01:00 UTC, so two corrections find the right side of any change.
  let time = wall - londonOffsetMinutes(new Date(wall)) * 60_000
  time = wall - londonOffsetMinutes(new Date(time)) * 60_000
  return new Date(time)
}

/** When the London day containing `iso` ends (the next local midnight). @param {string | Date} iso */
export function endOfLondonDay(iso) {
  return londonWallTime(typeof iso === 'string' ? new Date(iso) : iso, 1, '00:00')
}

/**
 * How many days after `from`'s London day the first `weekday` falls, counting from
 * `dayOffset` days after it: the offset of that weekday, at or after `dayOffset`.
 * @param {Date} from @param {number} dayOffset @param {string} weekday 'Saturday'
 */
export function londonWeekdayOnOrAfter(from, dayOffset, weekday) {
  const p = londonParts(from)
  const dow = new Date(Date.UTC(p.year, p.monthIndex, p.day + dayOffset)).getUTCDay()
  return dayOffset + ((WEEKDAYS.indexOf(weekday) - dow + 7) % 7)
}

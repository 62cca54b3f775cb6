/** Every date on the site is shown as it is in London, whatever the server's own zone. */
export const SITE_TIME_ZONE = 'Europe/London'

const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
}
const ordinalRules = new Intl.PluralRules('en-GB', { type: 'ordinal' })

/** 1 → 'st', 2 → 'nd', 3 → 'rd', 11 → 'th', 21 → 'st', … */
export function ordinalSuffix(n: number): string {
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

export interface LondonDateParts {
  weekday: string
  day: number
  month: string
  year: number
  hour: number
  minute: number
}

export function londonParts(iso: string | Date): LondonDateParts {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  const parts = Object.fromEntries(
    partsFormat.formatToParts(date).map((p) => [p.type, p.value]),
  ) as Record<string, string>
  return {
    weekday: parts.weekday ?? '',
    day: Number(parts.day),
    month: parts.month ?? '',
    year: Number(parts.year),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}

/** "Saturday 21st March" */
export function formatDayMonth(iso: string): string {
  const p = londonParts(iso)
  return `${p.weekday} ${p.day}${ordinalSuffix(p.day)} ${p.month}`
}

/** "Saturday 21st March 2026" */
export function formatFullDate(iso: string): string {
  return `${formatDayMonth(iso)} ${londonParts(iso).year}`
}

/** "7:30pm", "10am", "12 noon" */
export function formatTime(iso: string): string {
  const { hour, minute } = londonParts(iso)
  if (hour === 12 && minute === 0) return '12 noon'
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  const mins = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`
  return `${h12}${mins}${hour < 12 ? 'am' : 'pm'}`
}

/** The UTC offset of London at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(date: Date): number {
  const p = londonParts(date)
  const asUtc = Date.UTC(p.year, monthIndex(p.month), p.day, p.hour, p.minute)
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000)
}

// prettier-ignore
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]
function monthIndex(month: string): number {
  return MONTHS.indexOf(month)
}

/** The instant the London calendar day containing `iso` ends (the next local midnight). */
export function endOfLondonDay(iso: string): Date {
  const p = londonParts(iso)
  const nextMidnightAsUtc = Date.UTC(p.year, monthIndex(p.month), p.day + 1)
  // Offsets change at 01:00 UTC, never across midnight twice, so one correction is exact.
  const guess = new Date(nextMidnightAsUtc)
  return new Date(nextMidnightAsUtc - londonOffsetMinutes(guess) * 60_000)
}

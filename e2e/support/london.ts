// Expected date texts for fixtures whose dates follow the moment of the run (an event on now
// cannot have a fixed date). Written apart from the site's lib/site/dates.mjs on purpose, so
// that a formatting bug there fails these tests; fixed-date fixtures are expected as literals.

const parts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>

/** SPEC section 9, as written there: 1, 21, 31 st; 2, 22 nd; 3, 23 rd; all others th. */
function suffix(day: number): string {
  if ([1, 21, 31].includes(day)) return 'st'
  if ([2, 22].includes(day)) return 'nd'
  if ([3, 23].includes(day)) return 'rd'
  return 'th'
}

/** "Saturday 21st March" */
export function londonDayMonth(date: Date): string {
  const p = parts(date)
  return `${p.weekday} ${p.day}${suffix(Number(p.day))} ${p.month}`
}

/** "Saturday 21st March 2026" */
export function londonFullDate(date: Date): string {
  return `${londonDayMonth(date)} ${parts(date).year}`
}

/** "7:30pm", "10am", "12 noon" */
export function londonTime(date: Date): string {
  const p = parts(date)
  const period = (p.dayPeriod ?? '').toLowerCase().replace(/\./g, '')
  if (p.hour === '12' && p.minute === '00' && period === 'pm') return '12 noon'
  return `${p.hour}${p.minute === '00' ? '' : `:${p.minute}`}${period}`
}

// Expected date texts for fixtures whose dates follow the moment of the run (an event on now
// cannot have a fixed date). Written apart from the site's lib/site/dates.mjs on purpose, so
// that a formatting bug there fails these tests; fixed-date fixtures are expected as literals.

const inLondon = (date: Date, options: Intl.DateTimeFormatOptions) =>
  date.toLocaleString('en-GB', { timeZone: 'Europe/London', ...options })

/** Spec §9, as written there: 1, 21, 31 st; 2, 22 nd; 3, 23 rd; all others th. */
function suffix(day: number): string {
  if ([1, 21, 31].includes(day)) return 'st'
  if ([2, 22].includes(day)) return 'nd'
  if ([3, 23].includes(day)) return 'rd'
  return 'th'
}

/** "Saturday 21st March", with the year when it is not this year: "Friday 14th March 2025" */
export function londonDate(date: Date): string {
  const day = Number(inLondon(date, { day: 'numeric' }))
  const text = `${inLondon(date, { weekday: 'long' })} ${day}${suffix(day)} ${inLondon(date, { month: 'long' })}`
  const year = inLondon(date, { year: 'numeric' })
  return year === inLondon(new Date(), { year: 'numeric' }) ? text : `${text} ${year}`
}

/** "7:30pm", "10am", "12 noon" */
export function londonTime(date: Date): string {
  const [hours = '', minutes = ''] = inLondon(date, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).split(':')
  const hour = Number(hours)
  if (hour === 12 && minutes === '00') return '12 noon'
  const period = hour < 12 ? 'am' : 'pm'
  return `${hour % 12 || 12}${minutes === '00' ? '' : `:${minutes}`}${period}`
}

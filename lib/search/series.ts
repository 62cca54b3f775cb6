import { seriesSchedule, seriesText, type Occurrence } from '@/lib/events/recurrence'
import { effectiveEnd } from '@/lib/events/time-state'
import type { SearchDocument } from './search-index'

/**
 * A series' next date not over at `now`, from the series' own schedule (skipped and cancelled
 * dates left out), or null when all are over.
 */
export function nextSeriesDate(
  series: NonNullable<SearchDocument['series']>,
  now: Date,
): Occurrence | null {
  const schedule = seriesSchedule({
    dateStart: series.start,
    dateEnd: series.end,
    recurrence: series.recurrence,
  })
  return (
    schedule.find(
      (date) =>
        (date.status === 'scheduled' || date.status === 'moved') &&
        effectiveEnd({ dateStart: date.start, dateEnd: date.end }).getTime() > now.getTime(),
    ) ?? null
  )
}

/** Its rhythm as the series' page says it: "Every Saturday from 5th September to 27th March". */
export const seriesRhythm = (series: NonNullable<SearchDocument['series']>, thisYear: number) =>
  seriesText(
    { dateStart: series.start, dateEnd: series.end, recurrence: series.recurrence },
    thisYear,
  )

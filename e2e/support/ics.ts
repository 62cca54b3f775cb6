import ICAL from 'ical.js'

/** A minimal iCalendar reader for the tests: unfolds lines and reads each VEVENT's properties. */
export interface IcsProperty {
  name: string
  params: Record<string, string>
  value: string
}

export function parseIcs(text: string): { lines: string[]; events: IcsProperty[][] } {
  // RFC 5545 3.1: a CRLF followed by a space or tab continues the previous line.
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  const events: IcsProperty[][] = []
  let current: IcsProperty[] | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = []
    else if (line === 'END:VEVENT') {
      if (current) events.push(current)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      const [name = '', ...params] = line.slice(0, colon).split(';')
      current.push({
        name,
        params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
        value: line.slice(colon + 1),
      })
    }
  }
  return { lines, events }
}

/** The value of a property of a parsed event, e.g. prop(event, 'DTSTART'). */
export function prop(event: IcsProperty[], name: string): string | undefined {
  return event.find((p) => p.name === name)?.value
}

/** One date of a series as a calendar app reads it. */
export interface CalendarDate {
  /** The rule's start it stands for (UTC ISO). */
  ruleStart: string
  start: string
  end: string
  status: string
}

/**
 * Every date of the series with this UID in a calendar text, read by ical.js as a calendar app
 * would: its zone from the VTIMEZONE, the RRULE expanded without the EXDATEs, each moved or
 * cancelled date from its RECURRENCE-ID override.
 */
export function seriesDates(text: string, uid: string, limit = 200): CalendarDate[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone)
  }
  const vevents = calendar
    .getAllSubcomponents('vevent')
    .filter((c) => c.getFirstPropertyValue('uid') === uid)
  const masterComponent = vevents.find((c) => !c.hasProperty('recurrence-id'))
  if (!masterComponent) throw new Error(`no series ${uid}`)
  const master = new ICAL.Event(masterComponent, {
    exceptions: vevents.filter((c) => c.hasProperty('recurrence-id')),
  })
  const dates: CalendarDate[] = []
  const iterator = master.iterator()
  for (let next = iterator.next(); next && dates.length < limit; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next)
    dates.push({
      ruleStart: next.toJSDate().toISOString(),
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
      status: String(details.item.component.getFirstPropertyValue('status') ?? ''),
    })
  }
  return dates
}

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

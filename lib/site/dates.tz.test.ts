import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as inProcess from './dates.mjs'

// Jest gives each test file a copy of process.env, so setting TZ here would change nothing.
// Instead lib/site/dates.mjs is run in a fresh Node process for each server zone; its
// answers must be the same London dates in every zone.

const PROBES = [
  '2026-01-31T23:30:00Z', // GMT evening; already the next day in Tokyo
  '2026-06-20T23:30:00Z', // BST: 00:30 the next day in London
  '2026-03-29T00:30:00Z', // half an hour before the spring change
  '2026-03-29T01:30:00Z', // half an hour after it
  '2026-10-25T00:30:00Z', // 01:30 BST, before the autumn change
  '2026-10-25T01:30:00Z', // 01:30 GMT, after it
]

interface Report {
  offset: number
  results: { dayMonth: string; time: string; endOfDay: string }[]
}

const modulePath = pathToFileURL(join(__dirname, 'dates.mjs')).href

function runIn(zone: string): Report {
  const script = `
    import(${JSON.stringify(modulePath)}).then((d) => {
    const probes = ${JSON.stringify(PROBES)}
    console.log(JSON.stringify({
      offset: new Date(2026, 0, 15).getTimezoneOffset(),
      results: probes.map((iso) => ({
        dayMonth: d.formatDayMonth(iso),
        time: d.formatTime(iso),
        endOfDay: d.endOfLondonDay(iso).toISOString(),
      })),
    }))
    })`
  const output = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  })
  return JSON.parse(output) as Report
}

const expected = PROBES.map((iso) => ({
  dayMonth: inProcess.formatDayMonth(iso),
  time: inProcess.formatTime(iso),
  endOfDay: inProcess.endOfLondonDay(iso).toISOString(),
}))

it('the expected values are London ones', () => {
  expect(expected.map((e) => `${e.dayMonth} ${e.time}`)).toEqual([
    'Saturday 31st January 11:30pm',
    'Sunday 21st June 12:30am',
    'Sunday 29th March 12:30am',
    'Sunday 29th March 2:30am',
    'Sunday 25th October 1:30am',
    'Sunday 25th October 1:30am',
  ])
})

it.each([
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['Asia/Tokyo', -540],
  ['Europe/London', 0],
])('a server in %s shows the same London dates', (zone, offset) => {
  const report = runIn(zone)
  // The child really ran in that zone...
  expect(report.offset).toBe(offset)
  // ...and still showed London's calendar and clock.
  expect(report.results).toEqual(expected)
})

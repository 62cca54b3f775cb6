// The upgrade test (test/upgrade/stage.mjs, e2e/upgrade/pages.spec.ts) moves the old data's
// dates to today: these check that text moved by whole days compares equal, and nothing else.
import { icsLines, mainBlocks, normalise } from '@/e2e/upgrade/text'
import { daysSinceSeeding, shiftBackup } from './shift.mjs'

const same = (before: string, after: string) =>
  expect(normalise(after, 'http://localhost:4000')).toBe(normalise(before, 'http://localhost:3543'))

describe('normalise', () => {
  it('compares dates moved by whole days equal, with or without the year', () => {
    same('Saturday 5th December, 4:30pm', 'Tuesday 12th January 2027, 5:30pm')
    same('Saturday 14th November – Saturday 2nd January 2027', 'Monday 1st March – Monday 10th May')
    same(
      'On now, until Wednesday 2nd December, 4pm',
      'On now, until Friday 1st January 2027, 12 noon',
    )
    same('12 noon on Monday 24 February 2025', '12 noon on Monday 24 February 2025')
    same('Thu, 19 Nov 2026 14:00:00 GMT', 'Sat, 02 Jan 2027 14:00:00 GMT')
    same('2026-11-19T14:00:00.000Z', '2027-01-02T14:00:00.000Z')
    same('DTSTART:20261116T100000Z', 'DTSTART:20270301T110000Z')
    same('Funding extended to March 2026', 'Funding extended to March 2026')
  })

  it('replaces each release’s own origin, and keeps every other word', () => {
    same(
      'URL:http://localhost:3543/events/steel-river-stories/steel-river-stories',
      'URL:http://localhost:4000/events/steel-river-stories/steel-river-stories',
    )
    expect(normalise('Eston  Library\n& Hub, 31 performances', 'x')).toBe(
      'Eston Library & Hub, 31 performances',
    )
    expect(normalise('Steel River Stories', 'x')).not.toBe(normalise('Steel River Stories.', 'x'))
    expect(normalise('Saturday 5th December', 'x')).not.toBe(normalise('5th December', 'x'))
  })
})

describe('the text of a page, as the capture took it', () => {
  it('takes <main> block by block, without scripts, hidden elements or alt text', () => {
    const html =
      '<body><nav>Menu</nav><main><h1>Title</h1><p>One <em>line</em><br>two</p>' +
      '<script>x()</script><div hidden>secret</div><img alt="a picture"><li> spaced \n out </li></main></body>'
    expect(mainBlocks(html)).toEqual(['Title', 'One line', 'two', 'spaced out'])
  })

  it('unfolds a calendar’s lines', () => {
    expect(icsLines('BEGIN:VEVENT\r\nDESCRIPTION:a long\r\n  line\r\nEND:VEVENT\r\n')).toEqual([
      'BEGIN:VEVENT',
      'DESCRIPTION:a long line',
      'END:VEVENT',
    ])
  })
})

describe('shiftBackup', () => {
  it('moves timestamps and the form’s day strings by whole days, and nothing else', () => {
    const backup = {
      createdAt: '2026-11-28T13:46:03.358Z',
      collections: {
        showcase: [
          {
            id: 'a',
            data: {
              dateStart: { __type: 'timestamp', seconds: 1_792_231_200, nanoseconds: 5 },
              dateStartDay: '2026-12-30',
              dateStartTime: '11:00',
              title: '2026-12-30',
            },
          },
        ],
      },
    }
    expect(shiftBackup(backup, 3)).toEqual({
      createdAt: '2026-11-28T13:46:03.358Z',
      collections: {
        showcase: [
          {
            id: 'a',
            data: {
              dateStart: {
                __type: 'timestamp',
                seconds: 1_792_231_200 + 3 * 86_400,
                nanoseconds: 5,
              },
              dateStartDay: '2027-01-02',
              dateStartTime: '11:00',
              title: '2026-12-30',
            },
          },
        ],
      },
    })
  })

  it('counts whole days from the seeding, rounded', () => {
    expect(daysSinceSeeding(new Date('2026-11-28T13:45:46Z'))).toBe(0)
    expect(daysSinceSeeding(new Date('2026-11-29T01:00:00Z'))).toBe(0)
    expect(daysSinceSeeding(new Date('2027-01-02T09:00:00Z'))).toBe(35)
  })
})

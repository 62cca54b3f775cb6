import { eventDocumentFromForm, eventFormValues } from './form'

// Saturdays 10:00 to 12:00 from 14 March 2026, five times: over the spring clock change.
const series = {
  ...eventFormValues(null),
  title: 'Open Studio',
  description: '<p>Drop in.</p>',
  themeColour: 'green',
  categories: 'Art',
  dateStartDay: '2026-03-14',
  dateStartTime: '10:00',
  dateEndDay: '2026-03-14',
  dateEndTime: '12:00',
  ticketNeeded: 'No',
  venueName: 'The Studio',
  repeats: 'weekly',
  repeatSA: 'on',
  repeatCount: '5',
}

function saved(values: Record<string, unknown>) {
  const result = eventDocumentFromForm(values)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.data
}

function refused(values: Record<string, unknown>) {
  const result = eventDocumentFromForm(values)
  if (result.ok) throw new Error('saved')
  return result.errors
}

describe('the Repeats section', () => {
  it('saves a weekly rule with a skipped date, a moved one and a cancelled one', () => {
    const data = saved({
      ...series,
      repeatSkipped: '2026-03-21',
      change1Date: '2026-04-04',
      change1Action: 'move',
      change1Day: '2026-04-05',
      change1Start: '14:00',
      change1Note: 'Moved to Sunday',
      change2Date: '2026-04-11',
      change2Action: 'cancel',
      change2Note: 'Venue closed',
    })
    expect(data.recurrence).toEqual({
      frequency: 'weekly',
      weekdays: ['SA'],
      monthDay: null,
      nth: null,
      until: null,
      count: 5,
      skipped: ['2026-03-21'],
      changes: [
        {
          date: '2026-04-04',
          // 14:00 BST, lasting two hours as the first date does.
          start: new Date('2026-04-05T13:00:00Z'),
          end: new Date('2026-04-05T15:00:00Z'),
          cancelled: false,
          note: 'Moved to Sunday',
        },
        { date: '2026-04-11', start: null, end: null, cancelled: true, note: 'Venue closed' },
      ],
    })
  })

  it('saves a one-off with no rule', () => {
    expect(saved({ ...series, repeats: '' }).recurrence).toBeNull()
  })

  it('takes a monthly rule from the first date: the 2nd Saturday', () => {
    const data = saved({ ...series, repeats: 'monthly', repeatMonthly: 'nth', repeatSA: '' })
    expect(data.recurrence).toMatchObject({ frequency: 'monthly', weekdays: ['SA'], nth: 2 })
  })

  it('says beside each field what is wrong', () => {
    expect(refused({ ...series, repeatSA: '', repeatMO: 'on' })).toEqual({
      repeatMO:
        'The first date is a Saturday: tick Saturday, or start it on one of the days ticked.',
    })
    expect(refused({ ...series, repeatCount: '' })).toEqual({
      repeatUntil: 'Enter the last date, or how many times it runs.',
    })
    expect(refused({ ...series, repeatUntil: '2026-05-01' })).toEqual({
      repeatUntil: 'Give the last date or how many times, not both.',
    })
    expect(refused({ ...series, repeatSkipped: '2026-03-20' })).toEqual({
      repeatSkipped: 'Friday 20th March 2026 is not one of its dates.',
    })
    expect(refused({ ...series, change1Date: '2026-03-28', change1Action: 'move' })).toEqual({
      change1Day: 'Enter the day it moves to.',
      change1Start: 'Enter the time it starts.',
    })
  })

  it('shows a stored rule back in the form', () => {
    const data = saved({
      ...series,
      change1Date: '2026-04-04',
      change1Action: 'cancel',
      change1Note: 'Closed',
    })
    const stamp = (d: unknown) => (d instanceof Date ? { toDate: () => d } : d)
    const values = eventFormValues({
      ...data,
      dateStart: stamp(data.dateStart),
      dateEnd: stamp(data.dateEnd),
    })
    expect(values).toMatchObject({
      repeats: 'weekly',
      repeatSA: 'on',
      repeatCount: '5',
      change1Date: '2026-04-04',
      change1Action: 'cancel',
      change1Note: 'Closed',
    })
  })
})

import { eventStatus } from './0002-event-status'

const event = (id: string, data: Record<string, unknown>) => ({ id, data: { title: id, ...data } })

describe('0002-event-status', () => {
  it('stores the status the site read from the words, and says which to check', () => {
    const { writes, notes } = eventStatus.plan(
      {
        showcase: [
          event('a', { title: 'CANCELLED: Puppet show', categories: ['Family'] }),
          event('b', { title: 'Lantern parade', categories: ['Postponed'] }),
          event('c', { title: 'Folk night', categories: [] }),
        ],
      },
      {},
    )
    expect(writes.map((w) => [w.id, w.after.status, w.after.previousStart])).toEqual([
      ['a', 'cancelled', null],
      ['b', 'postponed', null],
      ['c', 'scheduled', null],
    ])
    expect(writes[0]!.after).toMatchObject({
      title: 'CANCELLED: Puppet show',
      categories: ['Family'],
    })
    expect(notes).toEqual([
      'showcase/a ("CANCELLED: Puppet show") is now stored as cancelled, as its words said: check it in the admin if that is a title, not the news',
      'showcase/b ("Lantern parade") is now stored as postponed, as its words said: check it in the admin if that is a title, not the news',
    ])
  })

  it('leaves an event with a status alone, and mends one that is not a status', () => {
    const { writes } = eventStatus.plan(
      {
        showcase: [
          event('kept', { title: 'CANCELLED: but put back on', status: 'scheduled' }),
          event('odd', { status: 'maybe' }),
        ],
      },
      {},
    )
    expect(writes.map((w) => [w.id, w.after.status, w.why])).toEqual([
      ['odd', 'scheduled', 'status scheduled (it had "maybe")'],
    ])
  })
})

import { changedFields } from './changes'

describe('changedFields', () => {
  it('lists only the fields whose values differ, before and after', () => {
    const before = { title: 'Folk Night', published: false, categories: ['Music'] }
    const after = { title: 'Folk Night', published: true, categories: ['Music', 'Free'] }
    expect(changedFields(before, after)).toEqual({
      published: { before: false, after: true },
      categories: { before: ['Music'], after: ['Music', 'Free'] },
    })
  })

  it('compares dates and Firestore timestamps by instant', () => {
    const at = new Date('2026-12-01T18:30:00Z')
    expect(changedFields({ dateStart: { toDate: () => at } }, { dateStart: at })).toEqual({})
    expect(changedFields({ dateStart: { toDate: () => at } }, { dateStart: new Date(0) })).toEqual({
      dateStart: { before: at.toISOString(), after: '1970-01-01T00:00:00.000Z' },
    })
  })

  it('records every field of a new document as changed from nothing', () => {
    expect(changedFields(null, { title: 'New' })).toEqual({ title: { before: null, after: 'New' } })
  })

  it('sees a change inside a nested block', () => {
    expect(
      changedFields({ venue: { venueName: 'Hall' } }, { venue: { venueName: 'Town Hall' } }),
    ).toEqual({ venue: { before: { venueName: 'Hall' }, after: { venueName: 'Town Hall' } } })
  })
})

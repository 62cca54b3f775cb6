import {
  changedFields,
  describeChange,
  documentLabel,
  recordedChanges,
  snapshotAfter,
} from './changes'

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

describe('snapshotAfter', () => {
  const before = { title: 'Folk Night', published: false, venue: { venueName: 'Hall' } }

  it('is the stored document with the fields an update names replaced', () => {
    expect(
      snapshotAfter('update', before, { published: true, venue: { venueName: 'Barn' } }),
    ).toEqual({ title: 'Folk Night', published: true, venue: { venueName: 'Barn' } })
  })

  it('keeps a deleted document as it was, and a restored one as written', () => {
    expect(snapshotAfter('delete', before, { title: null, published: null })).toEqual(before)
    expect(snapshotAfter('restore', before, { title: 'Old' })).toEqual({ title: 'Old' })
    expect(snapshotAfter('create', null, { title: 'New' })).toEqual({ title: 'New' })
  })
})

describe('documentLabel', () => {
  it('names a document by its title, word, question or name, in that order', () => {
    expect(documentLabel({ title: ' Folk Night ' })).toBe('Folk Night')
    expect(documentLabel({ word: 'Ceilidh', type: 'noun' })).toBe('Ceilidh')
    expect(documentLabel({ question: 'Who can apply?' })).toBe('Who can apply?')
    expect(documentLabel({ name: 'Asha', role: 'Producer' })).toBe('Asha')
    expect(documentLabel({ title: '' })).toBe('(untitled)')
    expect(documentLabel(null)).toBe('(untitled)')
  })
})

describe('describeChange', () => {
  it('names publishing and unpublishing, which are edits of one field', () => {
    expect(describeChange('update', { published: { before: false, after: true } })).toBe(
      'Published',
    )
    expect(describeChange('update', { published: { before: true, after: false } })).toBe(
      'Unpublished',
    )
    expect(describeChange('update', { title: { before: 'a', after: 'b' } })).toBe('Edited')
    expect(describeChange('delete', {})).toBe('Deleted')
  })

  it('calls a draft that was never published only edited when its switch is first stored', () => {
    expect(describeChange('update', { published: { before: null, after: false } })).toBe('Edited')
  })
})

describe('recordedChanges', () => {
  it('records the fields a restore removes, which an update would leave alone', () => {
    const before = { title: 'New', featureUntil: 'x' }
    expect(recordedChanges('restore', before, { title: 'Old' })).toEqual({
      title: { before: 'New', after: 'Old' },
      featureUntil: { before: 'x', after: null },
    })
    expect(recordedChanges('update', before, { title: 'Old' })).toEqual({
      title: { before: 'New', after: 'Old' },
    })
  })
})

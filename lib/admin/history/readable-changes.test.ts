import {
  changedLabels,
  changeSummary,
  readableChanges,
  readableVersion,
  type Shown,
} from './readable-changes'

/** A shown value's text, marks or not. */
const textOf = (shown: Shown) =>
  shown.kind === 'words'
    ? shown.parts.map((p) => p.value).join('')
    : shown.kind === 'text'
      ? shown.text
      : ''
const marked = (shown: Shown) =>
  shown.kind === 'words' ? shown.parts.filter((p) => p.marked).map((p) => p.value.trim()) : []

describe('readableChanges', () => {
  it('names fields as the form does, leaves out derived ones, and gives London times', () => {
    const rows = readableChanges({
      shortDescription: { before: 'Old', after: 'New' },
      titleSlug: { before: 'a', after: 'b' },
      dateStartDay: { before: '2026-06-01', after: '2026-06-02' },
      dateStart: { before: '2026-06-01T17:30:00.000Z', after: '2026-12-01T18:30:00.000Z' },
      published: { before: false, after: true },
    })
    expect(rows.map((row) => row.label)).toEqual(['Summary', 'Starts', 'Published'])
    const starts = rows[1]!
    // 6:30pm BST in June, 6:30pm GMT in December: London's clock, not UTC.
    expect(textOf(starts.before)).toBe('Monday 1st June 2026, 6:30pm')
    expect(textOf(starts.after)).toBe('Tuesday 1st December 2026, 6:30pm')
    expect(textOf(rows[2]!.after)).toBe('Yes')
  })

  it('shows rich text as text, with the words removed and added marked', () => {
    const row = readableChanges({
      description: {
        before: '<p>Bring an <strong>apron</strong> and clay.</p>',
        after: '<p>Bring an old shirt and clay.</p>',
      },
    })[0]!
    expect(row.label).toBe('Description')
    expect(textOf(row.before)).toBe('Bring an apron and clay.')
    expect(marked(row.before)).toEqual(['apron'])
    expect(marked(row.after)).toEqual(['old shirt'])
  })

  it('shows pictures as pictures, and a block as a row for each field that changed', () => {
    const rows = readableChanges({
      images: {
        before: [],
        after: [{ imageURL: '/uploads/a.jpg', imageTitle: 'A kiln' }],
      },
      ticket: {
        before: { needed: 'No', ticketLink: '' },
        after: { needed: 'Yes', ticketLink: '' },
      },
    })
    expect(rows[0]).toMatchObject({
      label: 'Pictures',
      after: { kind: 'pictures', pictures: [{ src: '/uploads/a.jpg', title: 'A kiln' }] },
    })
    expect(rows.slice(1).map((row) => row.label)).toEqual(['Tickets: Is a ticket needed?'])
  })
})

describe('readableVersion', () => {
  it('lists a version by the form’s names, derived fields left out', () => {
    expect(
      readableVersion({ title: 'Clay', titleSlug: 'clay', letter: 'C', word: 'Clay' }).map(
        (row) => row.label,
      ),
    ).toEqual(['Title', 'Word'])
  })
})

describe('changedLabels', () => {
  it('names the fields a change made as the form does, derived ones left out', () => {
    expect(
      changedLabels({
        title: { before: 'a', after: 'b' },
        titleSlug: { before: 'a', after: 'b' },
        ticket: { before: {}, after: { needed: 'Yes' } },
      }),
    ).toEqual(['Title', 'Tickets'])
  })
})

describe('changeSummary', () => {
  const title = { before: 'a', after: 'b' }

  it('says publishing and unpublishing by the verb alone, not as a field changed too', () => {
    expect(changeSummary('update', { published: { before: true, after: false } })).toBe(
      'Unpublished',
    )
    expect(changeSummary('update', { published: { before: false, after: true }, title })).toBe(
      'Published, and edited: Title',
    )
  })

  it('lists the fields an edit changed, and nothing for other actions', () => {
    expect(changeSummary('update', { title, titleSlug: title })).toBe('Edited: Title')
    expect(changeSummary('update', {})).toBe('Edited')
    expect(changeSummary('create', { title })).toBe('Created')
  })
})

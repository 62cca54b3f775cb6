import {
  buildIndex,
  documentsVersion,
  searchSite,
  type SearchDocument,
  type SearchKind,
} from './search-index'

const NOW = new Date('2026-11-27T12:00:00Z')

function doc(
  kind: SearchKind,
  id: string,
  title: string,
  text = '',
  dates: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id: `${kind}/${id}`,
    kind,
    title,
    text,
    tags: '',
    url: `/${kind}/${id}`,
    date: '2026-12-01T10:00:00.000Z',
    end: null,
    facts: [],
    status: kind === 'events' ? 'scheduled' : null,
    series: null,
    updated: '2026-11-01T00:00:00.000Z',
    ...dates,
  }
}

const DOCS = [
  doc('events', 'past-pots', 'Pottery taster', 'Throw a pot on the wheel.', {
    date: '2025-03-01T10:00:00.000Z',
  }),
  doc('events', 'lanterns', 'Lantern parade', 'Make a lantern and walk with it.', {
    date: '2026-12-05T17:00:00.000Z',
  }),
  doc('events', 'next-pots', 'Community pottery', 'Clay, glaze and tea.', {
    date: '2026-12-10T10:00:00.000Z',
  }),
  doc('updates', 'news', 'Pottery kiln funded', 'An award buys a kiln.'),
  doc('dictionary', 'kiln', 'Kiln', 'An oven for firing pottery.'),
  doc('questions', 'q1', 'Can I bring children?', 'Yes, to the lantern parade.'),
]

const site = buildIndex(DOCS)
const ids = (query: string) => searchSite(site, query, NOW, 20).hits.map((h) => h.doc.id)

describe('searchSite', () => {
  it('forgives a typo: "pottry" finds pottery', () => {
    expect(ids('pottry')).toEqual(
      expect.arrayContaining(['events/next-pots', 'events/past-pots', 'updates/news']),
    )
  })

  it('matches the start of a word: "lant" finds lantern', () => {
    expect(ids('lant')).toEqual(['events/lanterns', 'questions/q1'])
  })

  it('ranks one list across kinds, a past event counting half of one to come', () => {
    expect(ids('pottery')).toEqual([
      'events/next-pots',
      'updates/news',
      'dictionary/kiln',
      'events/past-pots',
    ])
  })

  it('puts a word as typed before one it is a letter from, whatever the field', () => {
    const spelt = buildIndex([
      doc('events', 'pots', 'Pottery workshop', 'Clay for all.'),
      doc('updates', 'grant', 'Three more years', 'Thanks to the National Lottery.'),
    ])
    expect(searchSite(spelt, 'lottery', NOW, 20).hits.map((h) => h.doc.id)).toEqual([
      'updates/grant',
      'events/pots',
    ])
  })

  it('puts a cancelled event after one that is on', () => {
    const both = buildIndex([
      doc('events', 'off', 'Puppet show', '', { status: 'cancelled' }),
      doc('events', 'on', 'Puppet show', ''),
    ])
    expect(searchSite(both, 'puppet', NOW, 20).hits.map((h) => h.doc.id)).toEqual([
      'events/on',
      'events/off',
    ])
  })

  it('says which index terms matched, for marking them', () => {
    expect(searchSite(site, 'pottry', NOW, 20).hits[0]!.terms).toContain('pottery')
  })

  it('wants every word, or any when none has them all', () => {
    expect(ids('lantern parade')).toEqual(['events/lanterns', 'questions/q1'])
    expect(ids('lantern kiln')).toEqual(
      expect.arrayContaining(['events/lanterns', 'updates/news', 'dictionary/kiln']),
    )
  })

  it('does not match short words loosely', () => {
    expect(ids('te')).toEqual([])
    expect(ids('tea')).toEqual(['events/next-pots'])
  })

  it('limits the hits and keeps the count', () => {
    expect(searchSite(site, 'pottery', NOW, 1)).toMatchObject({
      total: 4,
      hits: [{ doc: { id: 'events/next-pots' } }],
    })
  })

  it('searches the tags, which are not shown', () => {
    const tagged = buildIndex([{ ...DOCS[0]!, tags: 'Town Hall Crafts' }])
    expect(searchSite(tagged, 'crafts', NOW, 20).total).toBe(1)
  })

  it('leaves out words every document has', () => {
    expect(ids('the lantern of the parade')).toEqual(['events/lanterns', 'questions/q1'])
    expect(ids('the')).toEqual([])
  })

  it('finds nothing for punctuation alone', () => {
    expect(searchSite(site, '?!', NOW, 20)).toEqual({ total: 0, hits: [] })
  })
})

describe('documentsVersion', () => {
  it('changes when a document is edited, added or removed, and only then', () => {
    const base = documentsVersion(DOCS)
    expect(documentsVersion([...DOCS])).toBe(base)
    expect(documentsVersion(DOCS.slice(1))).not.toBe(base)
    const edited = DOCS.map((d, i) => (i === 0 ? { ...d, updated: '2026-11-02T00:00:00.000Z' } : d))
    expect(documentsVersion(edited)).not.toBe(base)
  })
})

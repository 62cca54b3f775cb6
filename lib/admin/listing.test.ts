import { ADMIN_PAGE_SIZE, searchDocuments, type ListedDocument } from './listing'

const doc = (id: string, title: string, date: string | null): ListedDocument => ({
  id,
  title,
  date,
  published: true,
  scheduledFor: null,
})

describe('searchDocuments', () => {
  const docs = [
    doc('a', 'Teesside Folk Night', '2026-10-01T19:00:00Z'),
    doc('b', 'Café Poetry Evening', '2026-12-05T18:00:00Z'),
    doc('c', 'Folk at the Beacon', null),
  ]

  it('lists the newest first, undated last', () => {
    expect(searchDocuments(docs, '', 1).rows.map((d) => d.id)).toEqual(['b', 'a', 'c'])
  })

  it('matches every word of the query in any case and without accents', () => {
    expect(searchDocuments(docs, 'folk', 1).rows.map((d) => d.id)).toEqual(['a', 'c'])
    expect(searchDocuments(docs, 'CAFE poetry', 1).rows.map((d) => d.id)).toEqual(['b'])
    expect(searchDocuments(docs, 'folk poetry', 1).total).toBe(0)
  })

  it('pages the results and keeps the page number in range', () => {
    const many = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) =>
      doc(String(i), `Event ${i}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`),
    )
    const second = searchDocuments(many, '', 2)
    expect(second).toMatchObject({ page: 2, pages: 2, total: ADMIN_PAGE_SIZE + 5 })
    expect(second.rows).toHaveLength(5)
    expect(searchDocuments(many, '', 99).page).toBe(2)
    expect(searchDocuments(many, '', Number.NaN).page).toBe(1)
  })
})

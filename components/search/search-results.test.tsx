/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import type { SearchDocument, SearchGroup } from '@/lib/search/search-index'
import { SearchResults } from './search-results'

const NOW = new Date('2026-03-01T12:00:00Z')

function eventDoc(id: string, title: string, more: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id: `events/${id}`,
    kind: 'events',
    title,
    text: 'Songs and stories.',
    tags: '',
    url: `/events/${id}/${id}`,
    date: '2026-03-21T19:30:00.000Z',
    end: null,
    facts: [],
    status: 'scheduled',
    updated: '2026-02-01T00:00:00.000Z',
    ...more,
  }
}

const renderResults = (groups: SearchGroup[]) =>
  render(<SearchResults query="folk" groups={groups} now={NOW} thisYear={2026} />)

/** The result whose heading links to `title`. */
const hit = (title: string) => screen.getByRole('link', { name: title }).closest('li')!

describe('SearchResults', () => {
  it('says which events are cancelled or postponed, with the badge the cards wear', () => {
    const docs = [
      eventDoc('off', 'Folk Night', { status: 'cancelled' }),
      eventDoc('later', 'Folk Dance', { status: 'postponed' }),
      eventDoc('moved', 'Folk Choir', { status: 'rescheduled' }),
      eventDoc('on', 'Folk Club'),
    ]
    renderResults([{ kind: 'events', total: 4, hits: docs.map((doc) => ({ doc, terms: [] })) }])
    expect(within(hit('Folk Night')).getByText('Cancelled')).toHaveAttribute(
      'data-event-status',
      'cancelled',
    )
    expect(within(hit('Folk Night')).getByText('Cancelled')).toHaveClass('status-badge')
    expect(within(hit('Folk Dance')).getByText('Postponed')).toHaveAttribute(
      'data-event-status',
      'postponed',
    )
    expect(within(hit('Folk Choir')).getByText('Rescheduled')).toBeInTheDocument()
    expect(hit('Folk Club').querySelector('[data-event-status]')).toBeNull()
  })

  it('gives no badge to what is not an event', () => {
    const doc: SearchDocument = {
      ...eventDoc('q', 'Is folk for me?'),
      id: 'questions/q',
      kind: 'questions',
      status: null,
    }
    renderResults([{ kind: 'questions', total: 1, hits: [{ doc, terms: [] }] }])
    expect(hit('Is folk for me?').querySelector('[data-event-status]')).toBeNull()
  })
})

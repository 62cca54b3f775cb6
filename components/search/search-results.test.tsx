/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import { RANKING_DOCUMENTS } from '@/lib/search/ranking-fixture'
import type { SearchDocument } from '@/lib/search/search-index'
import { NoResults } from './no-results'
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
    series: null,
    updated: '2026-02-01T00:00:00.000Z',
    ...more,
  }
}

const renderResults = (docs: SearchDocument[], now = NOW) =>
  render(
    <SearchResults
      query="folk"
      results={{ total: docs.length, hits: docs.map((doc) => ({ doc, terms: [] })) }}
      now={now}
      thisYear={2026}
    />,
  )

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
    renderResults(docs)
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
    renderResults([doc])
    expect(hit('Is folk for me?').querySelector('[data-event-status]')).toBeNull()
  })

  it('is one ordered list across kinds, in the order given, each result saying its kind', () => {
    const question: SearchDocument = {
      ...eventDoc('q', 'Is folk for me?'),
      id: 'questions/q',
      kind: 'questions',
      status: null,
    }
    const news: SearchDocument = {
      ...question,
      id: 'updates/n',
      kind: 'updates',
      title: 'Folk news',
    }
    renderResults([question, eventDoc('club', 'Folk Club'), news])
    const list = screen.getByRole('list', { name: 'Results' })
    expect(list.tagName).toBe('OL')
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(titles).toEqual(['Is folk for me?', 'Folk Club', 'Folk news'])
    expect(within(hit('Is folk for me?')).getByText('Question')).toBeInTheDocument()
    expect(within(hit('Folk Club')).getByText('Event')).toBeInTheDocument()
    expect(within(hit('Folk news')).getByText('News')).toBeInTheDocument()
  })

  it('shows a running series by its next date and its rhythm, not its first date', () => {
    const choir = RANKING_DOCUMENTS.find((doc) => doc.id === 'events/choir')!
    renderResults([choir], new Date('2026-11-29T12:00:00Z'))
    const result = hit('Community choir')
    expect(within(result).getByText('Next: Saturday 5th December, 10am')).toBeInTheDocument()
    expect(
      within(result).getByText('Every Saturday from 5th September to 27th March 2027'),
    ).toBeInTheDocument()
    expect(within(result).queryByText(/5th September$/)).toBeNull()
  })
})

describe('NoResults', () => {
  it('offers the nearest words and the ways to browse, as links', () => {
    render(
      <NoResults
        query="cielidh"
        suggestions={['ceilidh', 'ceilidhs']}
        month={{ href: '/events/month/2026/11', name: 'November 2026' }}
        filters={[{ slug: 'free', label: 'Free', heading: 'Free events' }]}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('No results for “cielidh”')
    expect(screen.getByRole('link', { name: 'ceilidh' })).toHaveAttribute(
      'href',
      '/search?q=ceilidh',
    )
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean ceilidh or ceilidhs?')
    expect(screen.getByRole('link', { name: 'This weekend' })).toHaveAttribute(
      'href',
      '/events/this-weekend',
    )
    expect(screen.getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/events/month/2026/11',
    )
    expect(screen.getByRole('link', { name: 'Free' })).toHaveAttribute('href', '/events/free')
  })

  it('without a near word, says what to try', () => {
    render(<NoResults query="xylophonic" suggestions={[]} month={null} filters={[]} />)
    expect(screen.queryByText(/Did you mean/)).toBeNull()
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/events')
  })
})

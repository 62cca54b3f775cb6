/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import type { AwardRound, RoundDocument } from '@/lib/awards/schema'
import { PastRounds } from './past-rounds'
import { RoundDownloads } from './round-downloads'

const form = (title: string, url: string): RoundDocument => ({
  title,
  url,
  type: 'pdf',
  bytes: 9000,
})
const lastYear = {
  id: 'r-2025',
  name: '2025 round',
  theme: '',
  opensAt: '2025-01-13T10:00:00Z',
  closesAt: '2025-02-24T12:00:00Z',
  documents: [form('Application form', '/downloads/2025-form.pdf')],
} as unknown as AwardRound
const thisYear = { name: '2026 round', documents: [] as RoundDocument[] }

describe('the awards page’s documents', () => {
  it('a round published without documents says so, and last year’s forms are not offered', () => {
    render(
      <>
        <RoundDownloads round={thisYear} />
        <PastRounds rounds={[lastYear]} documents={false} />
      </>,
    )
    const downloads = screen.getByRole('region', { name: 'Downloads' })
    expect(downloads).toHaveTextContent(
      'The guidelines and application form for the 2026 round are not published yet.',
    )
    expect(screen.queryByRole('link', { name: /Application form/ })).toBeNull()
    expect(screen.getByRole('region', { name: 'Past rounds' })).toHaveTextContent('2025 round')
  })

  it('a round with documents offers them', () => {
    const round = { ...thisYear, documents: [form('Guidelines', '/downloads/2026-guide.pdf')] }
    render(<RoundDownloads round={round} />)
    const downloads = screen.getByRole('region', { name: 'Downloads' })
    expect(within(downloads).getByRole('link', { name: 'Guidelines (PDF)' })).toHaveAttribute(
      'href',
      '/downloads/2026-guide.pdf',
    )
  })

  it('past rounds keep their documents as a record when no round is current', () => {
    render(<PastRounds rounds={[lastYear]} />)
    expect(screen.getByRole('link', { name: 'Application form (PDF)' })).toBeInTheDocument()
  })
})

/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import type { AwardsView } from '@/lib/awards/queries'
import type { AwardRound } from '@/lib/awards/schema'
import { AwardBanner } from './award-banner'

const view: { current: AwardsView } = {
  current: { current: null, state: null, next: null, past: [] },
}
jest.mock('@/lib/awards/queries', () => ({ getAwardsView: async () => view.current }))

const round = {
  id: 'r-2026',
  name: '2026 round',
  opensAt: '2026-11-01T12:00:00Z',
  closesAt: '2027-01-31T12:00:00Z',
  totalAwards: 12,
  amounts: [{ name: 'Community-led projects', maxPounds: 5000, summary: '' }],
} as unknown as AwardRound

// Written by the editors for last year's round.
const props = {
  kicker: 'Creative Community Awards',
  heading: 'Funding for community-led arts projects',
  text: 'Eighteen awards for groups and artists: up to £6,000, £15,000 and £10,000.',
  linkText: 'Find out about the awards',
  linkHref: '/creative-communities-awards',
}

async function renderBanner() {
  render(await AwardBanner(props))
}

describe('the home page’s awards banner', () => {
  it('describes the published round from its own figures, not the page’s older words', async () => {
    view.current = { current: round, state: 'open', next: null, past: [] }
    await renderBanner()
    const banner = screen.getByRole('region', { name: props.heading })
    expect(banner).toHaveTextContent(
      '12 awards for groups and artists in Middlesbrough and Redcar & Cleveland: up to £5,000 for community-led projects.',
    )
    expect(banner).not.toHaveTextContent(/Eighteen|£15,000/)
  })

  it('without a published round, says the page’s own words', async () => {
    view.current = { current: null, state: null, next: null, past: [] }
    await renderBanner()
    expect(screen.getByRole('region')).toHaveTextContent(props.text)
  })
})

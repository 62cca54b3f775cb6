/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react'
import type { RoundState } from '@/lib/awards/round'
import { RoundSwitch } from './round-switch.client'

const OPENS = '2025-01-13T10:00:00Z'
const DEADLINE = '2025-02-24T12:00:00Z'

function renderSwitch(initial: RoundState) {
  return render(
    <RoundSwitch
      opensAt={OPENS}
      closesAt={DEADLINE}
      initial={initial}
      upcoming={<p>Upcoming</p>}
      open={<p>Open</p>}
      closed={<p>Closed</p>}
    />,
  )
}

describe('RoundSwitch', () => {
  afterEach(() => jest.useRealTimers())

  it('follows the visitor’s clock, whatever the server rendered', () => {
    jest.useFakeTimers({ now: new Date('2025-02-20T09:00:00Z') })
    renderSwitch('closed')
    expect(screen.getByText('Open')).toBeInTheDocument()
  })

  it.each([
    {
      what: 'opens by itself at the opening minute',
      at: '2025-01-13T09:59:00Z',
      from: 'upcoming',
      to: 'Open',
    },
    {
      what: 'closes by itself when the deadline passes',
      at: '2025-02-24T11:59:00Z',
      from: 'open',
      to: 'Closed',
    },
  ] as const)('$what', ({ at, from, to }) => {
    const shown = from === 'open' ? 'Open' : 'Upcoming'
    jest.useFakeTimers({ now: new Date(at) })
    renderSwitch(from)
    expect(screen.getByText(shown)).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(59_999))
    expect(screen.getByText(shown)).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByText(to)).toBeInTheDocument()
  })

  it('once opened by itself, stays open until the deadline', () => {
    jest.useFakeTimers({ now: new Date('2025-01-13T09:59:00Z') })
    renderSwitch('upcoming')
    act(() => jest.advanceTimersByTime(60_000))
    act(() => jest.setSystemTime(new Date('2025-02-24T11:59:00Z')))
    act(() => jest.advanceTimersByTime(0))
    expect(screen.getByText('Open')).toBeInTheDocument()
  })

  it('stays closed after the deadline', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') })
    renderSwitch('open')
    expect(screen.getByText('Closed')).toBeInTheDocument()
  })
})

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { thumbnailKeyTarget } from './carousel-thumbnails.client'
import { pauseButtonProps, useCarousel, wrapIndex } from './carousel.client'

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [4, 3, 1],
    [0, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (i, n, expected) => {
    expect(wrapIndex(i, n)).toBe(expected)
  })
})

describe('thumbnailKeyTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 0],
    ['ArrowLeft', 0, 4],
    ['ArrowDown', 1, 2],
    ['ArrowUp', 1, 0],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['a', 1, null],
  ])('%s from %i → %j', (key, from, to) => {
    expect(thumbnailKeyTarget(key, from, 5)).toBe(to)
  })
})

/** A bare carousel of three items on a 1 s interval, to test the shared rules once. */
function Probe({ intervalMs = 1000 }: { intervalMs?: number }) {
  const c = useCarousel({ count: 3, intervalMs })
  return (
    <div data-testid="carousel" {...c.pauseTriggers}>
      <p data-testid="index">{c.index}</p>
      {c.moves && (
        <button {...pauseButtonProps} onClick={c.togglePlaying}>
          {c.playing ? 'Pause' : 'Play'}
        </button>
      )}
      <button onClick={c.next}>Next</button>
      <button onClick={() => c.select(2)}>Third</button>
    </div>
  )
}

const shown = () => screen.getByTestId('index').textContent
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms))

let reducedMotion = false
beforeEach(() => {
  reducedMotion = false
  jest.useFakeTimers()
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('reduce') && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  })
})
afterEach(() => jest.useRealTimers())

describe('useCarousel', () => {
  it('advances after each full interval and wraps round', () => {
    render(<Probe />)
    tick(999)
    expect(shown()).toBe('0')
    tick(1)
    expect(shown()).toBe('1')
    tick(1000)
    tick(1000)
    expect(shown()).toBe('0')
  })

  it('gives an item moved to by hand its full interval', () => {
    render(<Probe />)
    tick(900)
    fireEvent.click(screen.getByText('Next'))
    tick(900)
    expect(shown()).toBe('1')
    tick(100)
    expect(shown()).toBe('2')
  })

  it('pauses while the pointer is over it', () => {
    render(<Probe />)
    fireEvent.mouseEnter(screen.getByTestId('carousel'))
    tick(5000)
    expect(shown()).toBe('0')
    fireEvent.mouseLeave(screen.getByTestId('carousel'))
    tick(1000)
    expect(shown()).toBe('1')
  })

  it('pauses while focus is inside it, but not on the pause button itself', () => {
    render(<Probe />)
    act(() => screen.getByText('Next').focus())
    tick(5000)
    expect(shown()).toBe('0')
    act(() => screen.getByText('Pause').focus())
    tick(1000)
    expect(shown()).toBe('1')
  })

  it('stops with the pause button and starts again with play', () => {
    render(<Probe />)
    fireEvent.click(screen.getByText('Pause'))
    tick(5000)
    expect(shown()).toBe('0')
    fireEvent.click(screen.getByText('Play'))
    tick(1000)
    expect(shown()).toBe('1')
  })

  it('stops when an item is chosen by hand', () => {
    render(<Probe />)
    fireEvent.click(screen.getByText('Third'))
    expect(shown()).toBe('2')
    tick(5000)
    expect(shown()).toBe('2')
    expect(screen.getByText('Play')).toBeInTheDocument()
  })

  it('never moves by itself under reduced motion, but Play still works', () => {
    reducedMotion = true
    render(<Probe />)
    tick(5000)
    expect(shown()).toBe('0')
    fireEvent.click(screen.getByText('Play'))
    tick(1000)
    expect(shown()).toBe('1')
  })

  it('has no timer and no pause button without an interval', () => {
    render(<Probe intervalMs={0} />)
    expect(screen.queryByText('Pause')).toBeNull()
    tick(5000)
    expect(shown()).toBe('0')
    fireEvent.click(screen.getByText('Third'))
    expect(shown()).toBe('2')
  })
})

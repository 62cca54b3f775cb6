/**
 * @jest-environment jsdom
 */
import { fakeMotionPreference } from '@/test/reduced-motion'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { thumbnailKeyTarget } from './carousel-thumbnails.client'
import { wrapIndex } from './carousel-index.client'
import { pauseButtonProps, useCarousel } from './carousel.client'

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
function Probe() {
  const c = useCarousel(3, 1000)
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

const motion = fakeMotionPreference()

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

  // Each pair: what holds the carousel still, then what lets it go again.
  it.each([
    [
      'the pointer is over it',
      () => fireEvent.mouseEnter(screen.getByTestId('carousel')),
      () => fireEvent.mouseLeave(screen.getByTestId('carousel')),
    ],
    [
      'focus is inside it (but not on the pause button)',
      () => act(() => screen.getByText('Next').focus()),
      () => act(() => screen.getByText('Pause').focus()),
    ],
    [
      'the visitor paused it (until Play)',
      () => fireEvent.click(screen.getByText('Pause')),
      () => fireEvent.click(screen.getByText('Play')),
    ],
  ])('holds still while %s', (_, hold, release) => {
    render(<Probe />)
    hold()
    tick(5000)
    expect(shown()).toBe('0')
    release()
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
    motion.prefer(true)
    render(<Probe />)
    tick(5000)
    expect(shown()).toBe('0')
    fireEvent.click(screen.getByText('Play'))
    tick(1000)
    expect(shown()).toBe('1')
  })
})

/**
 * @jest-environment jsdom
 */
import { fakeMotionPreference } from '@/test/reduced-motion'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { SLIDESHOW_INTERVAL_MS, UpdateSlideshow } from './update-slideshow.client'

const IMAGES = [
  { src: '/demo/one.jpg', alt: 'First picture' },
  { src: '/demo/two.jpg', alt: 'Second picture' },
  { src: '/demo/three.jpg', alt: 'Third picture' },
]

function shownAlt(): string | null {
  return screen.getByTestId('slideshow-image').getAttribute('alt')
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms)
  })
}

const motion = fakeMotionPreference()

describe('UpdateSlideshow', () => {
  it('advances every 4000 ms and wraps round', () => {
    render(<UpdateSlideshow images={IMAGES} title="News" />)
    expect(shownAlt()).toBe('First picture')
    advance(SLIDESHOW_INTERVAL_MS - 1)
    expect(shownAlt()).toBe('First picture')
    advance(1)
    expect(shownAlt()).toBe('Second picture')
    advance(SLIDESHOW_INTERVAL_MS)
    expect(shownAlt()).toBe('Third picture')
    advance(SLIDESHOW_INTERVAL_MS)
    expect(shownAlt()).toBe('First picture')
    expect(SLIDESHOW_INTERVAL_MS).toBe(4000)
  })

  it('shows the chosen thumbnail and stops advancing', () => {
    render(<UpdateSlideshow images={IMAGES} title="News" />)
    const third = screen.getByRole('button', { name: 'Show image 3 of 3: Third picture' })
    fireEvent.click(third)
    expect(shownAlt()).toBe('Third picture')
    expect(third).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /image 1 of 3/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    advance(SLIDESHOW_INTERVAL_MS * 3)
    expect(shownAlt()).toBe('Third picture')
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
  })

  it('pauses and plays again with its button', () => {
    render(<UpdateSlideshow images={IMAGES} title="News" />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    advance(SLIDESHOW_INTERVAL_MS * 2)
    expect(shownAlt()).toBe('First picture')
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    advance(SLIDESHOW_INTERVAL_MS)
    expect(shownAlt()).toBe('Second picture')
  })

  it('announces the image politely only when it is not rotating by itself', () => {
    const { container } = render(<UpdateSlideshow images={IMAGES} title="News" />)
    const live = container.querySelector('[aria-live]')
    expect(live).toHaveAttribute('aria-live', 'off')
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(live).toHaveAttribute('aria-live', 'polite')
  })

  it('never advances by itself when the visitor prefers reduced motion', () => {
    motion.prefer(true)
    render(<UpdateSlideshow images={IMAGES} title="News" />)
    advance(SLIDESHOW_INTERVAL_MS * 5)
    expect(shownAlt()).toBe('First picture')
    // Paused from the start: only Play shows, for a visitor who wants the motion after all.
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /image 2 of 3/ }))
    expect(shownAlt()).toBe('Second picture')
  })

  it('shows a single image without thumbnails, controls or timer', () => {
    render(<UpdateSlideshow images={IMAGES.slice(0, 1)} title="News" />)
    advance(SLIDESHOW_INTERVAL_MS * 2)
    expect(shownAlt()).toBe('First picture')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(jest.getTimerCount()).toBe(0)
  })

  it('renders nothing without images', () => {
    const { container } = render(<UpdateSlideshow images={[]} title="News" />)
    expect(container).toBeEmptyDOMElement()
  })
})

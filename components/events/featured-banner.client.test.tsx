/**
 * @jest-environment jsdom
 */
import { fakeMotionPreference } from '@/test/reduced-motion'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { FeaturedBannerRotation, ROTATION_MS, type BannerSlide } from './featured-banner.client'

const slide = (n: number): BannerSlide => ({
  id: `e${n}`,
  title: `Event ${n}`,
  dateText: `Saturday ${n}th March`,
  href: `/events/event-${n}/e${n}`,
  src: `/demo/${n}.jpg`,
  alt: '',
  theme: 'theme-pink',
})
const SLIDES = [slide(1), slide(2), slide(3)]

const motion = fakeMotionPreference()

const shownTitle = () => screen.getByRole('group').querySelector('h2')?.textContent
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

describe('FeaturedBannerRotation', () => {
  it('shows the first slide, linked to its event', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    expect(shownTitle()).toBe('Event 1')
    expect(screen.getByRole('link', { name: 'Event 1' })).toHaveAttribute(
      'href',
      '/events/event-1/e1',
    )
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 3')
  })

  it('moves to the next slide after 8000 ms, not before', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    advance(ROTATION_MS - 1)
    expect(shownTitle()).toBe('Event 1')
    advance(1)
    expect(shownTitle()).toBe('Event 2')
  })

  it('wraps round from the last slide to the first', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    advance(ROTATION_MS)
    advance(ROTATION_MS)
    expect(shownTitle()).toBe('Event 3')
    advance(ROTATION_MS)
    expect(shownTitle()).toBe('Event 1')
  })

  it('stops when Pause is pressed and starts again with Play', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }))
    advance(ROTATION_MS * 3)
    expect(shownTitle()).toBe('Event 1')
    fireEvent.click(screen.getByRole('button', { name: /^Play/ }))
    advance(ROTATION_MS)
    expect(shownTitle()).toBe('Event 2')
  })

  it('goes back and forward by hand, wrapping round', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    fireEvent.click(screen.getByRole('button', { name: /^Previous/ }))
    expect(shownTitle()).toBe('Event 3')
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }))
    expect(shownTitle()).toBe('Event 1')
  })

  it('holds a slide chosen with Next while focus stays on it, then gives it a full 8 s', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    advance(ROTATION_MS - 1000)
    const next = screen.getByRole('button', { name: /^Next/ })
    // As in a browser, clicking the button focuses it first.
    fireEvent.focus(next)
    fireEvent.click(next)
    advance(ROTATION_MS * 3)
    expect(shownTitle()).toBe('Event 2')
    fireEvent.blur(next)
    advance(ROTATION_MS - 1)
    expect(shownTitle()).toBe('Event 2')
    advance(1)
    expect(shownTitle()).toBe('Event 3')
  })

  // Each pauses the rotation and gives back how to resume it.
  it.each([
    [
      'the pointer is over it',
      () => {
        const banner = screen.getByRole('region', { name: 'Featured events' })
        fireEvent.mouseEnter(banner)
        return () => fireEvent.mouseLeave(banner)
      },
    ],
    [
      'keyboard focus is in it, but not on the Pause button',
      () => {
        const link = screen.getByRole('link', { name: 'Event 1' })
        fireEvent.focus(link)
        return () => {
          fireEvent.blur(link)
          fireEvent.focus(screen.getByRole('button', { name: /^Pause/ }))
        }
      },
    ],
  ])('pauses while %s', (_, pause) => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    const resume = pause()
    advance(ROTATION_MS * 2)
    expect(shownTitle()).toBe('Event 1')
    resume()
    advance(ROTATION_MS)
    expect(shownTitle()).toBe('Event 2')
  })

  it('does not move by itself when the user prefers reduced motion', () => {
    motion.prefer(true)
    render(<FeaturedBannerRotation slides={SLIDES} />)
    expect(screen.getByRole('button', { name: /^Play/ })).toBeInTheDocument()
    advance(ROTATION_MS * 3)
    expect(shownTitle()).toBe('Event 1')
    // Moving by hand still works.
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }))
    expect(shownTitle()).toBe('Event 2')
  })

  it('announces slides politely only when they are not moving by themselves', () => {
    render(<FeaturedBannerRotation slides={SLIDES} />)
    const live = screen.getByRole('group').parentElement!
    expect(live).toHaveAttribute('aria-live', 'off')
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }))
    expect(live).toHaveAttribute('aria-live', 'polite')
  })

  it('has no controls and never moves with a single slide', () => {
    render(<FeaturedBannerRotation slides={[slide(1)]} />)
    expect(screen.queryByRole('button')).toBeNull()
    advance(ROTATION_MS * 2)
    expect(shownTitle()).toBe('Event 1')
  })
})

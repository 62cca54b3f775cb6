/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { testEvent } from '@/test/test-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { FeaturedBanner, toBannerSlide } from './featured-banner'

describe('toBannerSlide', () => {
  it('passes the client only what a slide shows', () => {
    expect(toBannerSlide(testEvent(), 2026)).toEqual({
      id: 'evt-1',
      title: 'Folk Night',
      dateText: 'Saturday 21st March',
      href: '/events/folk-night/evt-1',
      src: '/demo/events/folk-night-1.jpg',
      alt: 'Singers',
      theme: 'theme-pink',
    })
  })

  it('uses the default picture and theme when the event has none', () => {
    const slide = toBannerSlide(testEvent({ images: [], themeColour: undefined }), 2026)
    expect(slide.src).toBe('/images/default-event.jpg')
    expect(slide.alt).toBe('')
    expect(slide.theme).toBe('theme-default')
  })
})

describe('FeaturedBanner', () => {
  it('renders nothing when no event is featured', () => {
    const { container } = render(<FeaturedBanner thisYear={2026} events={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders the first featured event', () => {
    render(
      <FeaturedBanner thisYear={2026} events={[testEvent(), testEvent({ title: 'Second' })]} />,
    )
    expect(screen.getByRole('link', { name: 'Folk Night' })).toBeInTheDocument()
  })
})

describe('FeaturedBanner without JavaScript', () => {
  it('lists every featured event after the first, in <noscript>', () => {
    const events = [
      testEvent(),
      { ...testEvent({ title: 'Second', titleSlug: 'second' }), id: 'evt-2' },
      { ...testEvent({ title: 'Third', titleSlug: 'third' }), id: 'evt-3' },
    ]
    const html = renderToStaticMarkup(<FeaturedBanner thisYear={2026} events={events} />)
    const noscript = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>'))
    expect(noscript).toContain('<a href="/events/second/evt-2">Second</a>')
    expect(noscript).toContain('<a href="/events/third/evt-3">Third</a>')
    expect(noscript).not.toContain('Folk Night')
  })

  it('has nothing to add for one featured event', () => {
    const html = renderToStaticMarkup(<FeaturedBanner thisYear={2026} events={[testEvent()]} />)
    expect(html).not.toContain('<noscript>')
  })
})

/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { MAIN_NAV } from '@/lib/site/config'
import { isActivePath, MainNav } from './main-nav.client'

let mockPathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }))

describe('isActivePath', () => {
  it.each([
    ['/events', '/events', true],
    ['/events/lantern-parade/abc', '/events', true],
    ['/eventsx', '/events', false],
    ['/', '/events', false],
    ['/', '/', true],
    ['/about', '/', false],
  ])('%s under %s → %s', (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected)
  })
})

describe('MainNav', () => {
  it('marks only the current section with aria-current="page"', () => {
    mockPathname = '/updates/awards-open/u1'
    render(<MainNav links={MAIN_NAV} />)
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Showcase', 'Resources', 'About', 'Contact']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current')
    }
  })

  it('links each label to its route', () => {
    mockPathname = '/'
    render(<MainNav links={MAIN_NAV} />)
    expect(screen.getByRole('link', { name: 'Showcase' })).toHaveAttribute('href', '/events')
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/fyi')
  })
})

describe('MainNav on a phone', () => {
  const menu = () => screen.getByRole('button', { name: 'Menu' })

  it('opens and closes its links from the Menu button, saying so with aria-expanded', () => {
    mockPathname = '/'
    render(<MainNav links={MAIN_NAV} />)
    const list = document.getElementById(menu().getAttribute('aria-controls') ?? '')
    expect(list?.tagName).toBe('UL')
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(menu())
    expect(menu()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('navigation')).toHaveAttribute('data-menu', 'open')
    fireEvent.click(menu())
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and gives the focus back to the button', () => {
    mockPathname = '/'
    render(<MainNav links={MAIN_NAV} />)
    fireEvent.click(menu())
    const link = screen.getByRole('link', { name: 'News' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
    expect(menu()).toHaveFocus()
  })

  it('closes when a link is followed and when the page changes', () => {
    mockPathname = '/'
    const { rerender } = render(<MainNav links={MAIN_NAV} />)
    fireEvent.click(menu())
    fireEvent.click(screen.getByRole('link', { name: 'About' }))
    expect(menu()).toHaveAttribute('aria-expanded', 'false')

    fireEvent.click(menu())
    mockPathname = '/events'
    rerender(<MainNav links={MAIN_NAV} />)
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Showcase' })).toHaveAttribute('aria-current', 'page')
  })
})

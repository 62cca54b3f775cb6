/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
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

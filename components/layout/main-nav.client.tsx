'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { NavLink } from '@/lib/site/config'

/** Whether `pathname` is `href` or a page beneath it (an event page is under Showcase). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/**
 * The main navigation. On a phone (below 768 px) its links fold behind a Menu button, so the
 * header stays one row; the menu closes on Escape (focus back on the button) and on
 * navigation. Without JavaScript the links stay in view (site-header.tsx).
 */
export function MainNav({
  links,
  label = 'Main',
}: {
  links: readonly NavLink[]
  /** Its accessible name: 'Main' on the public site, 'Admin' in the admin area. */
  label?: string
}) {
  const pathname = usePathname() ?? ''
  // The menu is open on the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpenOn(null)
    button.current?.focus()
  }

  return (
    <nav
      aria-label={label}
      className="main-nav"
      data-menu={open ? 'open' : 'closed'}
      onKeyDown={closeOnEscape}
    >
      <button
        ref={button}
        type="button"
        className="main-nav__toggle pill-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="main-nav__icon" aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className="main-nav__list">
        {links.map((link) => {
          const active = isActivePath(pathname, link.href)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={active ? 'main-nav__link main-nav__link--active' : 'main-nav__link'}
                onClick={() => setOpenOn(null)}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { NavLink } from '@/lib/site/config'

/** Whether `pathname` is `href` or a page beneath it (an event page is under Showcase). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function MainNav({ links }: { links: readonly NavLink[] }) {
  const pathname = usePathname() ?? ''
  return (
    <nav aria-label="Main" className="main-nav">
      <ul>
        {links.map((link) => {
          const active = isActivePath(pathname, link.href)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={active ? 'main-nav__link main-nav__link--active' : 'main-nav__link'}
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

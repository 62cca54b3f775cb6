import Link from 'next/link'
import type { NavLink } from '@/lib/site/config'

/** A plain list's items, one link each (the footer's links, the 404 page's suggestions). */
export function LinkItems({ links }: { links: readonly NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href}>{link.label}</Link>
    </li>
  ))
}

import Link from 'next/link'
import styles from './category-filter.module.css'

export interface PillLink {
  label: string
  href: string
  /** The page shown: marked aria-current. */
  current: boolean
}

/**
 * Links as pills, the one look of the showcase's filters (categories, dates, free and access):
 * real links, so filtering needs no JavaScript.
 */
export function PillLinks({ links }: { links: readonly PillLink[] }) {
  return (
    <ul className="pill-row">
      {links.map(({ label, href, current }) => (
        <li key={href}>
          <Link
            className={current ? `${styles.link} ${styles.active}` : styles.link}
            href={href}
            aria-current={current ? 'page' : undefined}
            prefetch={false}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

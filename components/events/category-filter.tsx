import Link from 'next/link'
import styles from './category-filter.module.css'
import { eventsCategoryPath } from '@/lib/site/routes'

/**
 * Category links: real links, so filtering works without JavaScript. The chosen one (or
 * 'All') is marked aria-current.
 */
export function CategoryFilter({
  categories,
  active,
}: {
  categories: string[]
  /** The category shown, as spelled in the data; null for all. */
  active: string | null
}) {
  if (!categories.length) return null
  const links: { label: string; value: string | null }[] = [
    { label: 'All events', value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ]
  return (
    <nav aria-label="Event categories" className={styles.filter}>
      <ul className="pill-row">
        {links.map(({ label, value }) => {
          const current = value === active
          return (
            <li key={label}>
              <Link
                className={current ? `${styles.link} ${styles.active}` : styles.link}
                href={eventsCategoryPath(value)}
                aria-current={current ? 'page' : undefined}
                prefetch={false}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

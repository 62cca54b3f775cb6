import styles from './category-filter.module.css'
import { eventsCategoryPath } from '@/lib/site/routes'
import { PillLinks } from './pill-links'

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
      <PillLinks
        links={links.map(({ label, value }) => ({
          label,
          href: eventsCategoryPath(value),
          current: value === active,
        }))}
      />
    </nav>
  )
}

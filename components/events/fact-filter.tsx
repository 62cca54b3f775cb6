import Link from 'next/link'
import { filterPath, type EventFilter } from '@/lib/events/facts'
import { getEventFilters } from '@/lib/events/queries'
import styles from './category-filter.module.css'
import { PillLinks } from './pill-links'

/**
 * Links to the events that are free or have an access feature: real links, crawlable and
 * working without JavaScript, only to filters some event has. The shown one is aria-current.
 */
export function FactFilter({
  filters,
  active = null,
}: {
  filters: readonly EventFilter[]
  active?: string | null
}) {
  return (
    <nav aria-labelledby="fact-filter-heading" className={styles.filter}>
      <h2 id="fact-filter-heading" className={styles.heading}>
        Free events and access
      </h2>
      <PillLinks
        links={filters.map(({ slug, label }) => ({
          label,
          href: filterPath(slug),
          current: slug === active,
        }))}
      />
      <p className={styles.more}>
        <Link href="/venues">Venues, and how to get in</Link>
      </p>
    </nav>
  )
}

/** The same links, to every filter some event has: for the showcase. */
export async function ShowcaseFactFilter() {
  return <FactFilter filters={await getEventFilters()} />
}

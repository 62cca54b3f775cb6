import Link from 'next/link'
import { PillLinks } from '@/components/events/pill-links'
import { THIS_WEEKEND_PATH } from '@/lib/events/by-date'
import { filterPath, type EventFilter } from '@/lib/events/facts'
import styles from './search.module.css'

const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`

/**
 * A search that found nothing, which is not a dead end: the nearest words the site has, and
 * the ways to browse what is on (this weekend, the month, the filters), all plain links.
 */
export function NoResults({
  query,
  suggestions,
  month,
  filters,
}: {
  query: string
  suggestions: readonly string[]
  /** This month's page and name, when some event runs in it. */
  month: { href: string; name: string } | null
  filters: readonly EventFilter[]
}) {
  return (
    <div className={styles.none}>
      <p className={styles.summary} role="status">
        No results for “{query}”
      </p>
      {suggestions.length > 0 ? (
        <p className={styles.suggest}>
          Did you mean{' '}
          {suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
              <Link href={searchPath(suggestion)} prefetch={false}>
                {suggestion}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : (
        <p>Check the spelling, or try a shorter or more general word.</p>
      )}
      <h2 className={styles.browseHeading}>Browse what’s on</h2>
      <PillLinks
        links={[
          { label: 'This weekend', href: THIS_WEEKEND_PATH, current: false },
          ...(month ? [{ label: month.name, href: month.href, current: false }] : []),
          { label: 'All events', href: '/events', current: false },
        ]}
      />
      {filters.length > 0 && (
        <>
          <h2 className={styles.browseHeading}>Free events and access</h2>
          <PillLinks
            links={filters.map(({ slug, label }) => ({
              label,
              href: filterPath(slug),
              current: false,
            }))}
          />
        </>
      )}
    </div>
  )
}

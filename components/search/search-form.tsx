import { MAX_QUERY_LENGTH } from '@/lib/search/query'
import styles from './search.module.css'

/**
 * A plain GET form to /search: it works without JavaScript, and a results page is a link that
 * can be shared. `id` keeps the header's box and the results page's box apart.
 */
export function SearchForm({
  id,
  query = '',
  label = 'Search the site',
  visibleLabel = false,
}: {
  id: string
  query?: string
  label?: string
  visibleLabel?: boolean
}) {
  return (
    <form action="/search" method="get" role="search" aria-label={label} className={styles.form}>
      <label htmlFor={id} className={visibleLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <span className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          // A little over the limit, so an over-long query is told so rather than cut silently.
          maxLength={MAX_QUERY_LENGTH * 2}
          placeholder="Events, news, words…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={`button ${styles.submit}`}>
          Search
        </button>
      </span>
    </form>
  )
}

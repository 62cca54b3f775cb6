import Link from 'next/link'
import { EventStatusBadge } from '@/components/events/event-status'
import { eventMomentText } from '@/lib/events/display'
import type { SearchHit, SearchKind, SearchResults as Results } from '@/lib/search/search-index'
import { isPast } from '@/lib/search/search-index'
import { nextSeriesDate, seriesRhythm } from '@/lib/search/series'
import { markTerms, snippet } from '@/lib/search/snippet'
import { formatDate } from '@/lib/site/dates.mjs'
import { MarkedText } from './marked-text'
import styles from './search.module.css'

/** What each result is, said on it (read before its title by a screen reader, as shown). */
export const KIND_LABELS: Record<SearchKind, string> = {
  events: 'Event',
  updates: 'News',
  dictionary: 'Dictionary word',
  questions: 'Question',
}

/** The results of one query, one ranked list across kinds, each hit with its kind and date. */
export function SearchResults({
  query,
  results,
  now,
  thisYear,
}: {
  query: string
  results: Results
  now: Date
  thisYear: number
}) {
  const { total, hits } = results
  return (
    <>
      <p className={styles.summary} role="status">
        {total === 1 ? '1 result' : `${total} results`} for “{query}”, the best first
      </p>
      <ol className={styles.hits} aria-label="Results">
        {hits.map((hit) => (
          <Hit key={hit.doc.id} hit={hit} now={now} thisYear={thisYear} />
        ))}
      </ol>
      {total > hits.length && (
        <p className={styles.more}>
          The {hits.length} best of {total}: add a word to narrow the search.
        </p>
      )}
    </>
  )
}

function Hit({ hit, now, thisYear }: { hit: SearchHit; now: Date; thisYear: number }) {
  const { doc, terms } = hit
  return (
    <li className={styles.hit}>
      <p className={styles.kind}>{KIND_LABELS[doc.kind]}</p>
      <h2 className={styles.title}>
        <Link href={doc.url}>
          <MarkedText segments={markTerms(doc.title, terms)} />
        </Link>
      </h2>
      {doc.status && <EventStatusBadge event={{ status: doc.status }} />}
      <p className={styles.date}>{dateLine(hit, now, thisYear)}</p>
      {doc.series && <p className={styles.date}>{seriesRhythm(doc.series, thisYear)}</p>}
      {doc.facts.length > 0 && (
        <ul className="fact-badges" aria-label="Cost, ages and access">
          {doc.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {doc.text && (
        <p className={styles.snippet}>
          <MarkedText segments={snippet(doc.text, terms)} />
        </p>
      )}
    </li>
  )
}

function dateLine({ doc }: SearchHit, now: Date, thisYear: number): string {
  const date = formatDate(doc.date, thisYear)
  if (doc.kind === 'events') {
    // A running series by its next date: its first one is often long past.
    const next = doc.series && nextSeriesDate(doc.series, now)
    if (next) return `Next: ${eventMomentText(next.start, thisYear)}`
    return isPast(doc, now) ? `Was on ${date}` : date
  }
  if (doc.kind === 'updates') return date
  return `Updated ${date}`
}

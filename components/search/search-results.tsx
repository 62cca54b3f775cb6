import Link from 'next/link'
import { EventStatusBadge } from '@/components/events/event-status'
import type { SearchGroup, SearchHit, SearchKind } from '@/lib/search/search-index'
import { isPast } from '@/lib/search/search-index'
import { markTerms, snippet } from '@/lib/search/snippet'
import { formatDate } from '@/lib/site/dates.mjs'
import { MarkedText } from './marked-text'
import styles from './search.module.css'

const HEADINGS: Record<SearchKind, string> = {
  events: 'Events',
  updates: 'News',
  dictionary: 'Dictionary',
  questions: 'Questions',
}

/** The results of one query, grouped by kind, each hit with its date and a marked snippet. */
export function SearchResults({
  query,
  groups,
  now,
  thisYear,
}: {
  query: string
  groups: readonly SearchGroup[]
  now: Date
  thisYear: number
}) {
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  return (
    <>
      <p className={styles.summary} role="status">
        {total === 1 ? '1 result' : `${total} results`} for “{query}”
      </p>
      {groups.length > 1 && (
        <nav aria-label="Results by kind" className={styles.jump}>
          <ul>
            {groups.map((group) => (
              <li key={group.kind}>
                <a href={`#results-${group.kind}`}>
                  {HEADINGS[group.kind]} ({group.total})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`results-${group.kind}`}
          className={styles.group}
        >
          <h2 id={`results-${group.kind}`}>{HEADINGS[group.kind]}</h2>
          <ol className={styles.hits}>
            {group.hits.map((hit) => (
              <Hit key={hit.doc.id} hit={hit} now={now} thisYear={thisYear} />
            ))}
          </ol>
          {group.total > group.hits.length && (
            <p className={styles.more}>
              The {group.hits.length} best of {group.total}: add a word to narrow the search.
            </p>
          )}
        </section>
      ))}
    </>
  )
}

function Hit({ hit, now, thisYear }: { hit: SearchHit; now: Date; thisYear: number }) {
  const { doc, terms } = hit
  return (
    <li className={styles.hit}>
      <h3 className={styles.title}>
        <Link href={doc.url}>
          <MarkedText segments={markTerms(doc.title, terms)} />
        </Link>
      </h3>
      {doc.status && <EventStatusBadge event={{ status: doc.status }} />}
      <p className={styles.date}>{dateLine(hit, now, thisYear)}</p>
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
  if (doc.kind === 'events') return isPast(doc, now) ? `Was on ${date}` : date
  if (doc.kind === 'updates') return date
  return `Updated ${date}`
}

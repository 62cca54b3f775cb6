import Link from 'next/link'
import { MAX_QUERY_LENGTH, type NormalisedQuery } from '@/lib/search/query'
import styles from './search.module.css'

/** What the search covers, and where else to look: for an empty or an over-long query. */
export function SearchHelp({ problem }: { problem: Exclude<NormalisedQuery, { kind: 'search' }> }) {
  return (
    <div className={styles.help} role={problem.kind === 'too-long' ? 'alert' : undefined}>
      {problem.kind === 'too-long' ? (
        <p>
          That search is {problem.length} characters long. Please shorten it to {MAX_QUERY_LENGTH}{' '}
          characters or fewer: a few distinctive words find the most.
        </p>
      ) : (
        <p>Type a word or two above to search the site. Spelling need not be exact.</p>
      )}
      <p>The search covers:</p>
      <ul>
        <li>
          <Link href="/events">events</Link>, those on now or coming up ranked above past ones;
        </li>
        <li>
          <Link href="/updates">news</Link> from the programme;
        </li>
        <li>
          words in the <Link href="/fyi#dictionary">community dictionary</Link>;
        </li>
        <li>
          <Link href="/fyi#faq">frequently asked questions</Link>.
        </li>
      </ul>
    </div>
  )
}

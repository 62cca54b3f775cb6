import { formatRoundMoment } from '@/lib/awards/display'
import type { AwardRound } from '@/lib/awards/schema'
import { DownloadsList } from './downloads-list'
import styles from './awards.module.css'

/**
 * The rounds that have closed, newest first: when each ran, and its documents as a record.
 * Beside a current round their documents are left out (`documents` false), so the only forms
 * on the page are the ones to apply with.
 */
export function PastRounds({
  rounds,
  documents = true,
}: {
  rounds: readonly AwardRound[]
  documents?: boolean
}) {
  if (!rounds.length) return null
  return (
    <section className="section prose" aria-labelledby="past-rounds-heading">
      <h2 id="past-rounds-heading">Past rounds</h2>
      <ul className={styles.pastRounds}>
        {rounds.map((round) => (
          <li key={round.id}>
            <h3>{round.name}</h3>
            <p>
              Open from <time dateTime={round.opensAt}>{formatRoundMoment(round.opensAt)}</time>{' '}
              until <time dateTime={round.closesAt}>{formatRoundMoment(round.closesAt)}</time>
              {round.theme ? <>, on the theme ‘{round.theme}’</> : null}.
            </p>
            {documents && round.documents.length ? (
              <DownloadsList documents={round.documents} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

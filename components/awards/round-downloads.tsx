import Link from 'next/link'
import type { AwardRound } from '@/lib/awards/schema'
import { DownloadsList } from './downloads-list'

/**
 * The current round's documents, or a line saying they are not published yet: without it a
 * round published before its forms left the past rounds' forms the only ones on the page.
 */
export function RoundDownloads({ round }: { round: Pick<AwardRound, 'name' | 'documents'> }) {
  return (
    <section className="section" aria-labelledby="downloads-heading">
      <h2 id="downloads-heading">Downloads</h2>
      {round.documents.length ? (
        <DownloadsList documents={round.documents} />
      ) : (
        <p data-downloads="none">
          The guidelines and application form for the {round.name} are not published yet. Check back
          soon, or <Link href="/contact">contact us</Link> for them.
        </p>
      )}
    </section>
  )
}

import type { Metadata } from 'next'
import { HtmlContent } from '@/components/content/html-content'
import { UpdateCard } from '@/components/updates/update-card'
import { getLatestUpdate, getPublishedUpdates } from '@/lib/data/updates'
import { formatFullDate } from '@/lib/dates'

export const metadata: Metadata = {
  title: 'News',
  description:
    'News from Creative Communities: awards, opportunities and stories from our communities.',
  alternates: { canonical: '/updates' },
}

export default async function UpdatesPage() {
  const [latest, all] = await Promise.all([getLatestUpdate(), getPublishedUpdates()])
  return (
    <div className="page">
      <h1>News</h1>
      {latest ? (
        <article aria-labelledby="latest-heading">
          <h2 id="latest-heading">{latest.title}</h2>
          <p className="muted">
            Published <time dateTime={latest.dateStart}>{formatFullDate(latest.dateStart)}</time>
          </p>
          <HtmlContent html={latest.description} />
        </article>
      ) : (
        <p className="empty-state">No news yet. Check back soon.</p>
      )}
      <section className="section" aria-labelledby="previous-heading">
        <h2 id="previous-heading">Previous</h2>
        <ul className="card-grid">
          {all.map((update) => (
            <li key={update.id}>
              <UpdateCard update={update} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { EventCard } from '@/components/events/event-card'
import { getFeaturedEvents } from '@/lib/data/showcase'
import { getLatestUpdate } from '@/lib/data/updates'
import { updatePath } from '@/lib/routes'
import { SITE } from '@/lib/site'

export const metadata: Metadata = {
  title: { absolute: `${SITE.name}: arts and creativity in Middlesbrough and Redcar & Cleveland` },
  alternates: { canonical: '/' },
}

export default async function HomePage() {
  const [featured, latest] = await Promise.all([getFeaturedEvents(), getLatestUpdate()])
  return (
    <div className="page">
      <h1>Welcome to {SITE.name}</h1>
      <p className="lede">{SITE.tagline}.</p>
      <ul className="link-list">
        <li>
          <Link href="/get-involved">Get involved</Link>
        </li>
        <li>
          <Link href="/about">About us</Link>
        </li>
        <li>
          <Link href="/events">What’s on</Link>
        </li>
        <li>
          <Link href="/updates">News</Link>
        </li>
        {latest && (
          <li>
            <Link href={updatePath(latest)}>Latest news: {latest.title}</Link>
          </li>
        )}
      </ul>
      <section className="section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured events</h2>
        {featured.length ? (
          <ul className="card-grid">
            {featured.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">No featured events just now.</p>
        )}
      </section>
    </div>
  )
}

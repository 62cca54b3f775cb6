import type { Metadata } from 'next'
import Link from 'next/link'
import { FeaturedBanner } from '@/components/events/featured-banner'
import { AwardBanner } from '@/components/home/award-banner'
import { HOME_VIDEO, youtubeEmbedUrl, youtubeWatchUrl } from '@/components/home/home-video'
import { HomeVideo } from '@/components/home/home-video.client'
import styles from '@/components/home/home.module.css'
import { getEventListing } from '@/lib/events/queries'
import { getLatestUpdate } from '@/lib/updates/queries'
import { updatePath } from '@/lib/site/routes'
import { SITE } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'
import { JsonLd } from '@/components/ui/json-ld'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/site/json-ld'

export const metadata: Metadata = {
  title: { absolute: `${SITE.name}: Middlesbrough and Redcar & Cleveland` },
  alternates: pageAlternates('/'),
}

const EXPLORE_LINKS = [
  // Labelled as the navigation labels the pages; the note says it in everyday words.
  { href: '/events', label: 'Showcase', note: 'What’s on now and coming up' },
  { href: '/updates', label: 'News', note: 'Updates from the programme' },
  { href: '/opportunities', label: 'Opportunities', note: 'Open calls and ways to take part' },
  { href: '/get-involved', label: 'Get Involved', note: 'Volunteer as a Cultural Collaborator' },
  { href: '/about', label: 'About', note: 'Our consortium and partners' },
]

export default async function HomePage() {
  const [{ featured, thisYear }, latest] = await Promise.all([getEventListing(), getLatestUpdate()])
  return (
    <div className="page">
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={webSiteJsonLd()} />
      <h1>Welcome to {SITE.name}</h1>
      <div className={styles.intro}>
        <div>
          <p className="lede">{SITE.tagline}.</p>
          <p>
            We are a national creative engagement programme funded by Arts Council England. We put
            arts and culture in the hands of local people: residents, artists and community groups
            decide what happens, and we help make it happen.
          </p>
          <p>
            Come to an event, join in with a workshop, apply for an award for your own project, or
            help us choose what comes next as a volunteer Cultural Collaborator.
          </p>
        </div>
        <section aria-labelledby="video-heading">
          <h2 id="video-heading" className="visually-hidden">
            Our video
          </h2>
          <HomeVideo
            embedUrl={youtubeEmbedUrl(HOME_VIDEO.youtubeId)}
            watchUrl={youtubeWatchUrl(HOME_VIDEO.youtubeId)}
            title={HOME_VIDEO.title}
            poster={HOME_VIDEO.poster}
            durationText={HOME_VIDEO.durationText}
          />
          <details className={styles.transcript}>
            <summary>Read the video transcript</summary>
            <div className="prose">
              <p>
                [Music. People paint a mural on a shop shutter in South Bank.] Narrator: Creative
                Communities is about people in Middlesbrough and Redcar &amp; Cleveland making art
                together, in the places they live.
              </p>
              <p>
                [A lantern parade at dusk.] Resident: I’d never done anything like this before. Now
                my whole street is involved.
              </p>
              <p>
                [A workshop in a community centre.] Artist: The ideas come from the community. We
                bring the skills and the materials, and we make it together.
              </p>
              <p>
                Narrator: Find an event, apply for an award, or become a Cultural Collaborator.
                Visit the Get Involved page to find out more. [Music ends.]
              </p>
            </div>
          </details>
        </section>
      </div>

      <div className="section">
        <AwardBanner />
      </div>

      <nav className="section" aria-labelledby="explore-heading">
        <h2 id="explore-heading">Explore</h2>
        {/* Six, so the grid's rows of one, two or three are always full. */}
        <ul className={styles.links}>
          {[
            ...EXPLORE_LINKS,
            latest
              ? { href: updatePath(latest), label: 'Latest news', note: latest.title }
              : { href: '/content', label: 'Content', note: 'Films, photos and stories' },
          ].map((link) => (
            <li key={link.label}>
              <Link href={link.href}>
                {link.label}
                <span className={styles.linkNote}>{link.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* A plain block: the banner is itself the 'Featured events' region. */}
      <div className="section">
        <h2>Featured events</h2>
        {featured.length ? (
          <FeaturedBanner events={featured} thisYear={thisYear} headingLevel={3} />
        ) : (
          <p className="empty-state">
            No featured events just now. <Link href="/events">See everything that’s on</Link>.
          </p>
        )}
      </div>
    </div>
  )
}

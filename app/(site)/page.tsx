import type { Metadata } from 'next'
import Link from 'next/link'
import { FeaturedBanner } from '@/components/events/featured-banner'
import { AwardBanner } from '@/components/home/award-banner'
import { HtmlContent } from '@/components/content/html-content'
import { youtubeEmbedUrl, youtubeWatchUrl } from '@/components/home/home-video'
import { HomeVideo } from '@/components/home/home-video.client'
import styles from '@/components/home/home.module.css'
import { getEventListing } from '@/lib/events/queries'
import { getSitePage, sitePageFor } from '@/lib/pages/queries'
import { getLatestUpdate } from '@/lib/updates/queries'
import { updatePath } from '@/lib/site/routes'
import { SITE } from '@/lib/site/config'
import { PagePreviewBar } from '@/components/pages/page-preview-bar'
import { pageAlternates } from '@/lib/site/metadata'
import { JsonLd } from '@/components/ui/json-ld'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/site/json-ld'

export const metadata: Metadata = {
  title: { absolute: `${SITE.name}: Middlesbrough and Redcar & Cleveland` },
  alternates: pageAlternates('/'),
}

export default async function HomePage() {
  const [{ featured, thisYear }, latest, home, footer] = await Promise.all([
    getEventListing(),
    getLatestUpdate(),
    sitePageFor('home'),
    getSitePage('footer'),
  ])
  const { video } = home
  return (
    <div className="page">
      <PagePreviewBar id="home" />
      <JsonLd data={organizationJsonLd(footer.social.map((link) => link.href))} />
      <JsonLd data={webSiteJsonLd()} />
      <h1>Welcome to {SITE.name}</h1>
      <div className={styles.intro}>
        <div>
          {home.lede ? <p className="lede">{home.lede}</p> : null}
          <HtmlContent html={home.welcome} className="" />
        </div>
        <section aria-labelledby="video-heading">
          <h2 id="video-heading" className="visually-hidden">
            Our video
          </h2>
          <HomeVideo
            embedUrl={youtubeEmbedUrl(video.youtubeId)}
            watchUrl={youtubeWatchUrl(video.youtubeId)}
            title={video.title}
            poster={video.poster}
            durationText={video.durationText}
          />
          {video.transcript ? (
            <details className={styles.transcript}>
              <summary>Read the video transcript</summary>
              <HtmlContent html={video.transcript} />
            </details>
          ) : null}
        </section>
      </div>

      <div className="section">
        <AwardBanner {...home.award} />
      </div>

      <nav className="section" aria-labelledby="explore-heading">
        <h2 id="explore-heading">Explore</h2>
        {/* With the latest news, six: the grid's rows of one, two or three are then full. */}
        <ul className={styles.links}>
          {[
            ...home.links,
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

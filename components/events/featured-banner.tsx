import type { Event } from '@/lib/events/schema'
import { eventDateText, eventLeadImageUrl, leadImagePosition } from '@/lib/events/display'
import { eventStatusLabel } from '@/lib/events/status'
import { themeClass } from '@/lib/content/theme'
import { occurrencePath } from '@/lib/events/occurrences'
import {
  FeaturedBannerRotation,
  type BannerOptions,
  type BannerSlide,
} from './featured-banner.client'
import styles from './featured-banner.module.css'

/** Plain props for the client island: only what a slide shows. */
export function toBannerSlide(event: Event, thisYear: number): BannerSlide {
  const image = event.images[0]
  const status = eventStatusLabel(event.status)
  const dates = eventDateText(event, thisYear)
  return {
    id: event.id,
    title: event.title,
    dateText: status ? `${status}: ${dates}` : dates,
    href: occurrencePath(event),
    src: eventLeadImageUrl(event),
    alt: image?.imageTitle ?? '',
    ...(image ? { position: leadImagePosition(event) } : {}),
    theme: themeClass(event.themeColour),
  }
}

/**
 * The featured events, rotating; nothing at all when none is featured. Without JavaScript the
 * rotation is its first slide, still: the others follow it as a plain list (in <noscript>, so
 * the island keeps its place and its pause control for everyone else).
 */
export function FeaturedBanner({
  events,
  thisYear,
  ...options
}: { events: Event[]; thisYear: number } & BannerOptions) {
  if (!events.length) return null
  const slides = events.map((event) => toBannerSlide(event, thisYear))
  const others = slides.slice(1)
  return (
    <>
      <FeaturedBannerRotation slides={slides} {...options} />
      {others.length > 0 && (
        <noscript>
          <div className={styles.more} data-banner-more="">
            <p className={styles.moreHeading}>Also featured</p>
            <ul>
              {others.map((slide) => (
                <li key={slide.href}>
                  <a href={slide.href}>{slide.title}</a>
                  <span className={styles.moreDate}>{slide.dateText}</span>
                </li>
              ))}
            </ul>
          </div>
        </noscript>
      )}
    </>
  )
}

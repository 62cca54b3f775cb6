import type { Event } from '@/lib/events/schema'
import { eventDateText, eventLeadImageUrl } from '@/lib/events/display'
import { themeClass } from '@/lib/content/theme'
import { eventPath } from '@/lib/site/routes'
import { FeaturedBannerRotation, type BannerSlide } from './featured-banner.client'

/** Plain props for the client island: only what a slide shows. */
export function toBannerSlide(event: Event): BannerSlide {
  const image = event.images[0]
  return {
    id: event.id,
    title: event.title,
    dateText: eventDateText(event),
    href: eventPath(event),
    src: eventLeadImageUrl(event),
    alt: image?.imageTitle ?? '',
    theme: themeClass(event.themeColour),
  }
}

/** The featured events, rotating; nothing at all when none is featured. */
export function FeaturedBanner({
  events,
  label = 'Featured events',
  headingLevel = 2,
  priority = false,
}: {
  events: Event[]
  label?: string
  /** The slide titles' level: 3 where the banner sits under its own h2. */
  headingLevel?: 2 | 3
  /** Preload the first slide's image: where the banner is the page's largest paint. */
  priority?: boolean
}) {
  if (!events.length) return null
  return (
    <FeaturedBannerRotation
      slides={events.map(toBannerSlide)}
      label={label}
      headingLevel={headingLevel}
      priority={priority}
    />
  )
}

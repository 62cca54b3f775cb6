import type { ShowcaseEvent } from '@/lib/content/showcase'
import { DEFAULT_EVENT_IMAGE, eventDateText } from '@/lib/events/display'
import { eventPath, themeClass } from '@/lib/routes'
import { FeaturedBannerRotation, type BannerSlide } from './featured-banner.client'

/** Plain props for the client island: only what a slide shows. */
export function toBannerSlide(event: ShowcaseEvent): BannerSlide {
  const image = event.images[0]
  return {
    id: event.id,
    title: event.title,
    dateText: eventDateText(event),
    href: eventPath(event),
    imageUrl: image?.imageURL ?? DEFAULT_EVENT_IMAGE,
    imageAlt: image?.imageTitle ?? '',
    theme: themeClass(event.themeColour),
  }
}

/** The featured events, rotating; nothing at all when none is featured. */
export function FeaturedBanner({
  events,
  label = 'Featured events',
}: {
  events: ShowcaseEvent[]
  label?: string
}) {
  if (!events.length) return null
  return <FeaturedBannerRotation slides={events.map(toBannerSlide)} label={label} />
}

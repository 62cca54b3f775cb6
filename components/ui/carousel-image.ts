import type { ContentImage } from '@/lib/content/fields'
import { objectPosition } from '@/lib/content/focal'
import { focalOf } from '@/lib/media/usage'

/** A picture of a carousel: where it is and what it shows (its alt text, also its title). */
export interface CarouselImage {
  src: string
  alt: string
  /** The CSS object-position that keeps its focal point in a crop, if it has one. */
  position?: string
}

/** An event's or update's stored picture, as the carousels take it. */
export function carouselImage(image: ContentImage): CarouselImage {
  const position = objectPosition(focalOf(image))
  return { src: image.imageURL, alt: image.imageTitle, ...(position ? { position } : {}) }
}

/** The style that crops a picture around its focal point (none: the centre, CSS's default). */
export const positionStyle = (position: string | undefined) =>
  position ? { objectPosition: position } : undefined

import type { ContentImage } from '@/lib/content/fields'

/** A picture of a carousel: where it is and what it shows (its alt text, also its title). */
export interface CarouselImage {
  src: string
  alt: string
}

/** An event's or update's stored picture, as the carousels take it. */
export function carouselImage(image: ContentImage): CarouselImage {
  return { src: image.imageURL, alt: image.imageTitle }
}

'use client'

import { LARGE_PICTURE, Picture } from '@/components/ui/picture'
import { positionStyle, type CarouselImage } from '@/components/ui/carousel-image'
import { useCarouselIndex } from '@/components/ui/carousel-index.client'
import { CarouselThumbnails } from '@/components/ui/carousel-thumbnails.client'
import styles from './event-gallery.module.css'

/**
 * An event's pictures: the chosen one large, with a thumbnail for each (it does not move by
 * itself). Without JavaScript the first picture and the thumbnails still show.
 */
export function EventGallery({
  images,
  eventTitle,
}: {
  images: readonly CarouselImage[]
  eventTitle: string
}) {
  const carousel = useCarouselIndex(images.length)
  const count = images.length
  const current = images[carousel.index]
  if (!current) return null

  const describe = (i: number) => images[i]?.alt || `${eventTitle}, picture ${i + 1}`

  return (
    <div className={styles.gallery}>
      <figure className={styles.figure}>
        <Picture
          className={styles.main}
          src={current.src}
          alt={describe(carousel.index)}
          style={positionStyle(current.position)}
          {...LARGE_PICTURE}
          sizes="(max-width: 767px) 100vw, 66vw"
          largest
        />
        <figcaption className={styles.caption} aria-live="polite">
          {count > 1 && (
            <span className={styles.counter}>
              Picture {carousel.index + 1} of {count}
              {current.alt ? ': ' : ''}
            </span>
          )}
          {current.alt}
        </figcaption>
      </figure>
      {count > 1 && (
        <CarouselThumbnails
          images={images}
          selected={carousel.index}
          onSelect={carousel.select}
          label="Choose a picture"
          describe={(i) => `Show picture ${i + 1} of ${count}: ${describe(i)}`}
          sizes="(max-width: 767px) 25vw, 12vw"
        />
      )}
    </div>
  )
}

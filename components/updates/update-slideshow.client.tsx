'use client'

import { LARGE_PICTURE, Picture } from '@/components/ui/picture'
import { positionStyle, type CarouselImage } from '@/components/ui/carousel-image'
import { CarouselThumbnails } from '@/components/ui/carousel-thumbnails.client'
import { pauseButtonProps, useCarousel } from '@/components/ui/carousel.client'
import styles from './update-slideshow.module.css'

/** Spec §9: the update slideshow moves on every 4 seconds. */
export const SLIDESHOW_INTERVAL_MS = 4000

/**
 * An update's images: one large image with a row of thumbnails (four to a row). With more
 * than one image it advances every 4 seconds, wrapping round, under the carousel's pause
 * rules (components/ui/carousel.client.ts); choosing a thumbnail shows that image and stops
 * the advance (spec §4). The first image is in the server-rendered HTML.
 */
export function UpdateSlideshow({
  images,
  title,
  priority = false,
}: {
  images: readonly CarouselImage[]
  /** Names the slideshow for assistive technology. */
  title: string
  priority?: boolean
}) {
  const count = images.length
  const carousel = useCarousel(count, SLIDESHOW_INTERVAL_MS)
  const current = images[carousel.index]
  if (!current) return null

  return (
    <section
      className={styles.slideshow}
      aria-roledescription="slideshow"
      aria-label={title}
      data-hydrated={carousel.moves ? 'true' : undefined}
      {...carousel.pauseTriggers}
    >
      <div className={styles.stage} aria-live={carousel.live} aria-atomic="true">
        <Picture
          key={current.src + carousel.index}
          className={styles.image}
          src={current.src}
          alt={current.alt}
          style={positionStyle(current.position)}
          {...LARGE_PICTURE}
          sizes="(max-width: 767px) 100vw, 48rem"
          largest={priority && carousel.index === 0}
          data-testid="slideshow-image"
        />
        {count > 1 && (
          <p className={styles.counter}>
            Image {carousel.index + 1} of {count}
          </p>
        )}
      </div>
      {count > 1 && (
        // Usable once scripts run; its place is kept from the first paint (no layout shift).
        <button
          {...pauseButtonProps}
          type="button"
          className={`button button--ghost ${styles.toggle}`}
          data-waiting={carousel.moves ? undefined : 'true'}
          aria-hidden={carousel.moves ? undefined : true}
          disabled={!carousel.moves}
          onClick={carousel.togglePlaying}
        >
          {carousel.playing ? 'Pause slideshow' : 'Play slideshow'}
        </button>
      )}
      {count > 1 && (
        <CarouselThumbnails
          images={images}
          selected={carousel.index}
          onSelect={carousel.select}
          label="Choose an image"
          describe={(i) =>
            `Show image ${i + 1} of ${count}${images[i]?.alt ? `: ${images[i].alt}` : ''}`
          }
          sizes="12rem"
        />
      )}
    </section>
  )
}

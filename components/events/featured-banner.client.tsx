'use client'

import { Picture } from '@/components/ui/picture'
import Link from 'next/link'
import { useId } from 'react'
import { positionStyle, type CarouselImage } from '@/components/ui/carousel-image'
import { pauseButtonProps, useCarousel } from '@/components/ui/carousel.client'
import styles from './featured-banner.module.css'

/** Spec §9: the featured banner moves on every 8000 ms. */
export const ROTATION_MS = 8000

export interface BannerSlide extends CarouselImage {
  id: string
  title: string
  dateText: string
  href: string
  /** The CSS theme class of the event's themeColour. */
  theme: string
}

export interface BannerOptions {
  label?: string
  /** The slide titles' level: 3 where the banner sits under its own h2. */
  headingLevel?: 2 | 3
  /** Preload the first slide's image: where the banner is the page's largest paint. */
  priority?: boolean
}

/**
 * The rotating featured-events banner, under the carousel's pause rules
 * (components/ui/carousel.client.ts). The first slide is in the server HTML, so without
 * JavaScript the banner is a still link. Once hydrated it moves on every 8 s, wrapping
 * round, with pause/play, previous and next buttons.
 */
export function FeaturedBannerRotation({
  slides,
  label = 'Featured events',
  headingLevel = 2,
  priority = false,
}: { slides: BannerSlide[] } & BannerOptions) {
  const count = slides.length
  const carousel = useCarousel(count, ROTATION_MS)
  const slidesId = useId()
  const Heading = `h${headingLevel}` as const
  const slide = slides[carousel.index]
  if (!slide) return null
  const current = carousel.index
  const control = {
    type: 'button',
    className: `pill-button ${styles.control}`,
    'aria-controls': slidesId,
    disabled: !carousel.moves,
  } as const

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.pauseTriggers}
    >
      {count > 1 && (
        // The controls only work with JavaScript, so they show once they can; their space is
        // kept from the first paint, so the banner never moves down (CLS).
        <div
          className={styles.controls}
          data-waiting={carousel.moves ? undefined : 'true'}
          aria-hidden={carousel.moves ? undefined : true}
        >
          {/* On a narrow phone the words hide (still read out), so the row fits. */}
          <button {...pauseButtonProps} {...control} onClick={carousel.togglePlaying}>
            <span aria-hidden="true" className={styles.icon}>
              {carousel.playing ? '❚❚' : '▶'}
            </span>
            <span className={styles.word}>{carousel.playing ? 'Pause' : 'Play'}</span>
            <span className="visually-hidden"> the featured events</span>
          </button>
          <button {...control} onClick={carousel.previous}>
            <span aria-hidden="true">←</span> <span className={styles.word}>Previous</span>
            <span className="visually-hidden"> featured event</span>
          </button>
          <button {...control} onClick={carousel.next}>
            <span className={styles.word}>Next</span>
            <span className="visually-hidden"> featured event</span>{' '}
            <span aria-hidden="true">→</span>
          </button>
          <p className={styles.position} aria-hidden="true">
            {current + 1} / {count}
          </p>
        </div>
      )}
      <div id={slidesId} className={styles.slides} aria-live={carousel.live}>
        <div
          key={slide.id}
          className={`${styles.slide} ${slide.theme}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          data-slide-id={slide.id}
        >
          <Picture
            className={styles.image}
            src={slide.src}
            alt={slide.alt}
            style={positionStyle(slide.position)}
            width={900}
            height={600}
            sizes="(max-width: 767px) 100vw, 50vw"
            loading={current === 0 ? 'eager' : 'lazy'}
            largest={current === 0 && priority}
          />
          <div className={styles.text}>
            <p className={styles.kicker}>Featured</p>
            <Heading className={styles.title}>
              <Link className={styles.link} href={slide.href}>
                {slide.title}
              </Link>
            </Heading>
            <p className={styles.date}>{slide.dateText}</p>
          </div>
        </div>
      </div>
    </section>
  )
}

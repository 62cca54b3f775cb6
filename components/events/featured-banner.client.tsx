'use client'

import Image from 'next/image'
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import { useHydrated, usePrefersReducedMotion } from '@/components/ui/client-hooks'
import styles from './featured-banner.module.css'

/** SPEC section 9: the featured banner moves on every 8000 ms. */
export const ROTATION_MS = 8000

export interface BannerSlide {
  id: string
  title: string
  dateText: string
  href: string
  imageUrl: string
  imageAlt: string
  /** The CSS theme class of the event's themeColour. */
  theme: string
}

/** The slide after (or before) `index`, wrapping round at either end. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0
}

/**
 * The rotating featured-events banner (WCAG 2.2.2: moving content can be paused).
 *
 * The first slide is in the server HTML, so without JavaScript the banner is a still link.
 * Once hydrated it moves on every 8 s, wrapping round, unless:
 * - the user pressed Pause (Play restarts it),
 * - the pointer is over it or keyboard focus is in it (except on the Pause button itself, so
 *   its effect can be seen), or
 * - the user prefers reduced motion (it starts paused; Play still works if they want it).
 * While it rotates by itself the slide is not announced (aria-live off); when the user moves
 * it, or it is paused, the new slide is announced politely.
 */
export function FeaturedBannerRotation({
  slides,
  label = 'Featured events',
  headingLevel = 2,
  priority = false,
}: {
  slides: BannerSlide[]
  label?: string
  headingLevel?: 2 | 3
  /** Preload the first slide's image (the page's largest paint). */
  priority?: boolean
}) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const mounted = useHydrated()
  const rotationButton = useRef<HTMLButtonElement>(null)
  const slidesId = useId()

  const Heading = `h${headingLevel}` as const
  const count = slides.length
  const wantsToPlay = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play'
  const running = mounted && count > 1 && wantsToPlay && !hovered && !focused

  useEffect(() => {
    if (!running) return
    // A timeout per slide (not an interval), so a slide chosen by hand gets its full 8 s.
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), ROTATION_MS)
    return () => window.clearTimeout(timer)
  }, [running, index, count])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const slide = slides[current]!

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setFocused(event.target !== rotationButton.current)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {count > 1 && (
        // The controls only work with JavaScript, so they show once they can; their space is
        // kept from the first paint, so the banner never moves down (CLS).
        <div
          className={styles.controls}
          data-waiting={mounted ? undefined : 'true'}
          aria-hidden={mounted ? undefined : true}
        >
          <button
            ref={rotationButton}
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            disabled={!mounted}
            onClick={() => setChoice(wantsToPlay ? 'pause' : 'play')}
          >
            {wantsToPlay ? (
              <>
                <span aria-hidden="true" className={styles.icon}>
                  ❚❚
                </span>
                Pause<span className="visually-hidden"> the featured events</span>
              </>
            ) : (
              <>
                <span aria-hidden="true" className={styles.icon}>
                  ▶
                </span>
                Play<span className="visually-hidden"> the featured events</span>
              </>
            )}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            disabled={!mounted}
            onClick={() => setIndex(wrapIndex(current - 1, count))}
          >
            <span aria-hidden="true">←</span> Previous
            <span className="visually-hidden"> featured event</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            disabled={!mounted}
            onClick={() => setIndex(wrapIndex(current + 1, count))}
          >
            Next<span className="visually-hidden"> featured event</span>{' '}
            <span aria-hidden="true">→</span>
          </button>
          <p className={styles.position} aria-hidden="true">
            {current + 1} / {count}
          </p>
        </div>
      )}
      <div id={slidesId} className={styles.slides} aria-live={running ? 'off' : 'polite'}>
        <div
          key={slide.id}
          className={`${styles.slide} ${slide.theme}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          data-slide-id={slide.id}
        >
          <Image
            className={styles.image}
            src={slide.imageUrl}
            alt={slide.imageAlt}
            width={900}
            height={600}
            sizes="(max-width: 767px) 100vw, 50vw"
            {...(current === 0 && priority
              ? { priority: true, fetchPriority: 'high' as const }
              : { loading: current === 0 ? ('eager' as const) : ('lazy' as const) })}
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

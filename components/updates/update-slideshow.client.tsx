'use client'

import Image from 'next/image'
import { useEffect, useState } from 'react'
import { useHydrated, usePrefersReducedMotion } from '@/components/ui/client-hooks'
import styles from './update-slideshow.module.css'

/** SPEC section 9: the update slideshow moves on every 4 seconds. */
export const SLIDESHOW_INTERVAL_MS = 4000

export interface SlideshowImage {
  src: string
  alt: string
}

/**
 * An update's images: one large image with a row of thumbnails (four to a row). With more
 * than one image it advances every 4 seconds, wrapping round, unless the visitor prefers
 * reduced motion; choosing a thumbnail shows that image and stops the advance, and a
 * pause/play button controls it. The first image is in the server-rendered HTML.
 */
export function UpdateSlideshow({
  images,
  title,
  priority = false,
}: {
  images: readonly SlideshowImage[]
  /** The update's title, naming the slideshow for assistive technology. */
  title: string
  priority?: boolean
}) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const reducedMotion = usePrefersReducedMotion()
  const hydrated = useHydrated()
  const count = images.length
  const rotating = count > 1 && playing && !reducedMotion
  const usable = hydrated && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      SLIDESHOW_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const current = images[index] ?? images[0]
  if (!current) return null

  return (
    <section
      className={styles.slideshow}
      aria-roledescription="slideshow"
      aria-label={title}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div
        className={styles.stage}
        // Announce the image politely, but not while it rotates by itself (that would
        // interrupt a screen-reader user every four seconds).
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="true"
      >
        <Image
          key={current.src + index}
          className={styles.image}
          src={current.src}
          alt={current.alt}
          width={1200}
          height={800}
          sizes="(max-width: 767px) 100vw, 48rem"
          priority={priority && index === 0}
          // The first picture is the page's largest paint: fetched before anything else.
          fetchPriority={priority && index === 0 ? 'high' : undefined}
          data-testid="slideshow-image"
        />
        {count > 1 && (
          <p className={styles.counter}>
            Image {index + 1} of {count}
          </p>
        )}
      </div>
      {count > 1 && (
        <>
          {/* The pause control only works with JavaScript, so it shows once it can; its
              space is kept from the first paint, so the thumbnails never move (CLS). */}
          <button
            type="button"
            className={`button button--ghost ${styles.toggle}`}
            data-waiting={usable ? undefined : 'true'}
            aria-hidden={usable ? undefined : true}
            disabled={!usable}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </button>
          <ul className={styles.thumbnails} aria-label="Choose an image">
            {images.map((image, i) => (
              <li key={image.src + i}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={`Show image ${i + 1} of ${count}${image.alt ? `: ${image.alt}` : ''}`}
                  onClick={() => {
                    setIndex(i)
                    setPlaying(false)
                  }}
                >
                  <Image src={image.src} alt="" width={240} height={160} sizes="12rem" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

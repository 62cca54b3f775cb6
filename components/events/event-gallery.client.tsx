'use client'

import Image from 'next/image'
import { useRef, useState, type KeyboardEvent } from 'react'
import styles from './event-gallery.module.css'

export interface GalleryImage {
  url: string
  title: string
}

/** Which thumbnail a key moves to from `index`; null for keys the gallery does not handle. */
export function thumbnailKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * An event's pictures: the chosen one large, with a thumbnail button for each, four to a row
 * (SPEC section 9). A thumbnail is chosen by click, Enter or Space; the arrow keys, Home and
 * End move between thumbnails and choose as they go. Without JavaScript the first picture
 * and the thumbnails still show.
 */
export function EventGallery({
  images,
  eventTitle,
}: {
  images: GalleryImage[]
  eventTitle: string
}) {
  const [selected, setSelected] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const current = images[Math.min(selected, count - 1)]
  if (!current) return null

  const describe = (i: number) => images[i]?.title || `${eventTitle}, picture ${i + 1}`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = thumbnailKeyTarget(event.key, index, count)
    if (target === null) return
    event.preventDefault()
    setSelected(target)
    thumbs.current[target]?.focus()
  }

  return (
    <div className={styles.gallery}>
      <figure className={styles.figure}>
        <Image
          className={styles.main}
          src={current.url}
          alt={describe(selected)}
          width={1200}
          height={800}
          sizes="(max-width: 767px) 100vw, 66vw"
          loading="eager"
          fetchPriority="high"
        />
        <figcaption className={styles.caption} aria-live="polite">
          {count > 1 && (
            <span className={styles.counter}>
              Picture {selected + 1} of {count}
              {current.title ? ': ' : ''}
            </span>
          )}
          {current.title}
        </figcaption>
      </figure>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label="Choose a picture">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el
                }}
                type="button"
                className={styles.thumb}
                aria-pressed={i === selected}
                aria-label={`Show picture ${i + 1} of ${count}: ${describe(i)}`}
                tabIndex={i === selected ? 0 : -1}
                onClick={() => setSelected(i)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                <Image
                  src={image.url}
                  alt=""
                  width={240}
                  height={160}
                  sizes="(max-width: 767px) 25vw, 12vw"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

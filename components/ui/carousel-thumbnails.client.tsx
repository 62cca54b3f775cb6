'use client'

import Image from 'next/image'
import { useRef, type KeyboardEvent } from 'react'
import type { CarouselImage } from './carousel-image'
import styles from './pictures.module.css'

/** Which thumbnail a key moves to from `index`; null for keys the strip does not handle. */
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
 * A row of thumbnail buttons, four to a row (SPEC section 9), one tab stop: a thumbnail is
 * chosen by click, Enter or Space, and the arrow keys, Home and End move between thumbnails
 * and choose as they go.
 */
export function CarouselThumbnails({
  images,
  selected,
  onSelect,
  label,
  describe,
  sizes,
}: {
  images: readonly CarouselImage[]
  selected: number
  onSelect: (index: number) => void
  /** The list's accessible name, e.g. 'Choose a picture'. */
  label: string
  /** The accessible name of thumbnail `i`. */
  describe: (i: number) => string
  sizes: string
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = thumbnailKeyTarget(event.key, index, count)
    if (target === null) return
    event.preventDefault()
    onSelect(target)
    buttons.current[target]?.focus()
  }

  return (
    <ul className={styles.thumbnails} aria-label={label}>
      {images.map((image, i) => (
        <li key={`${image.src}-${i}`}>
          <button
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            className={styles.thumbnail}
            aria-pressed={i === selected}
            aria-label={describe(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            <Image src={image.src} alt="" width={240} height={160} sizes={sizes} />
          </button>
        </li>
      ))}
    </ul>
  )
}

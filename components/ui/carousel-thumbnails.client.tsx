'use client'

import { Picture } from '@/components/ui/picture'
import type { KeyboardEvent } from 'react'
import { positionStyle, type CarouselImage } from './carousel-image'
import styles from './pictures.module.css'

/** Which thumbnail a key moves to from `index`; null for keys the strip does not handle. */
export function thumbnailKeyTarget(key: string, index: number, count: number): number | null {
  const step = KEY_STEPS[key]
  if (step === undefined) return null
  if (step === 0) return key === 'Home' ? 0 : count - 1
  return (index + step + count) % count
}

const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 0,
  End: 0,
}

/**
 * A row of thumbnail buttons, four to a row (spec §9), one tab stop: a thumbnail is
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
  const count = images.length

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = thumbnailKeyTarget(event.key, index, count)
    if (target === null) return
    event.preventDefault()
    onSelect(target)
    event.currentTarget.closest('ul')?.querySelectorAll('button')[target]?.focus()
  }

  return (
    <ul className={styles.thumbnails} aria-label={label}>
      {images.map((image, i) => (
        <li key={`${image.src}-${i}`}>
          <button
            type="button"
            className={styles.thumbnail}
            aria-pressed={i === selected}
            aria-label={describe(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            <Picture
              src={image.src}
              alt=""
              width={240}
              height={160}
              sizes={sizes}
              style={positionStyle(image.position)}
            />
          </button>
        </li>
      ))}
    </ul>
  )
}

'use client'

import { useState } from 'react'

/** The item after (or before) `index`, wrapping round at either end. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0
}

/** Which of `count` items a carousel shows, and the one way to step through them. */
export function useCarouselIndex(count: number) {
  const [index, setIndex] = useState(0)
  const current = Math.min(index, Math.max(count - 1, 0))
  return {
    index: current,
    /** Sets the index directly (for the automatic advance, which keeps its own clock). */
    setIndex,
    next: () => setIndex(wrapIndex(current + 1, count)),
    previous: () => setIndex(wrapIndex(current - 1, count)),
    select: setIndex,
  }
}

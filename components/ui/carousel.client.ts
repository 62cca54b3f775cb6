'use client'

import { useEffect, useState, type FocusEvent } from 'react'
import { useCarouselIndex, wrapIndex } from './carousel-index.client'
import { useHydrated, usePrefersReducedMotion } from './client-hooks'

/** Marks the pause button (spread it on the button): focus there does not pause the carousel. */
export const pauseButtonProps = { 'data-carousel-pause': '' } as const

/**
 * A carousel that moves by itself (banner, slideshow): useCarouselIndex's stepping plus the
 * automatic advance under WCAG 2.2.2's rules. It moves on after each item's full interval (a
 * timeout per item, so an item chosen by hand gets all of it), and never while:
 * - the visitor has paused it (the pause button, or choosing an item by hand);
 * - the pointer is over it, or keyboard focus is inside it (except on the pause button
 *   itself, so its effect can be seen);
 * - the visitor prefers reduced motion (it starts paused; Play still works);
 * - the page has not hydrated (the server HTML shows the first item, still).
 */
export function useCarousel(count: number, intervalMs: number) {
  const steps = useCarouselIndex(count)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const hydrated = useHydrated()

  const playing = count > 1 && (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play'
  const running = hydrated && playing && !hovered && !focused
  const { index, setIndex } = steps

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, index, count, intervalMs, setIndex])

  return {
    ...steps,
    /** Whether the pause button belongs: hydrated, with something to move between. */
    moves: hydrated && count > 1,
    playing,
    /** 'off' while it moves by itself (announcing each item would interrupt), else polite. */
    live: running ? ('off' as const) : ('polite' as const),
    /** Shows item `i`; choosing by hand also stops the automatic advance (spec §4). */
    select: (i: number) => {
      setIndex(i)
      setChoice('pause')
    },
    togglePlaying: () => setChoice(playing ? 'pause' : 'play'),
    /** Spread on the carousel's outer element. */
    pauseTriggers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) =>
        setFocused(!event.target.hasAttribute('data-carousel-pause')),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

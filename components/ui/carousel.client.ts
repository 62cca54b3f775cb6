'use client'

import { useEffect, useState, type FocusEvent } from 'react'
import { useHydrated, usePrefersReducedMotion } from './client-hooks'

/** The item after (or before) `index`, wrapping round at either end. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0
}

/** Marks the pause button (spread it on the button): focus there does not pause the carousel. */
export const pauseButtonProps = { 'data-carousel-pause': '' } as const
const PAUSE_BUTTON = 'data-carousel-pause'

/**
 * The one carousel behaviour of the site (banner, slideshow, gallery): which item shows, how
 * to step, and, with `intervalMs`, the automatic advance under WCAG 2.2.2's rules. It moves
 * on after each item's full interval (a timeout per item, so an item chosen by hand gets all
 * of it), and never while:
 * - the visitor has paused it (the pause button, or choosing an item by hand);
 * - the pointer is over it, or keyboard focus is inside it (except on the pause button
 *   itself, so its effect can be seen);
 * - the visitor prefers reduced motion (it starts paused; Play still works);
 * - the page has not hydrated (the server HTML shows the first item, still).
 */
export function useCarousel({ count, intervalMs }: { count: number; intervalMs?: number }) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const hydrated = useHydrated()

  const moves = Boolean(intervalMs) && count > 1
  const playing = moves && (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play'
  const running = hydrated && playing && !hovered && !focused
  const current = Math.min(index, Math.max(count - 1, 0))

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, index, count, intervalMs])

  return {
    index: current,
    hydrated,
    /** Whether an automatic advance exists here, so a pause button belongs with it. */
    moves: hydrated && moves,
    playing,
    running,
    /** 'off' while it moves by itself (announcing each item would interrupt), else polite. */
    live: running ? ('off' as const) : ('polite' as const),
    next: () => setIndex(wrapIndex(current + 1, count)),
    previous: () => setIndex(wrapIndex(current - 1, count)),
    /** Shows item `i`; choosing by hand also stops the automatic advance. */
    select: (i: number) => {
      setIndex(wrapIndex(i, count))
      if (moves) setChoice('pause')
    },
    togglePlaying: () => setChoice(playing ? 'pause' : 'play'),
    /** Spread on the carousel's outer element. */
    pauseTriggers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) =>
        setFocused(!event.target.hasAttribute(PAUSE_BUTTON)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

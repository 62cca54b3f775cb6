/**
 * A jsdom window whose prefers-reduced-motion answer a test sets; fake timers for the
 * carousels' intervals. Call once at the top of a test file.
 */
export function fakeMotionPreference(): { prefer: (reduce: boolean) => void } {
  let reducedMotion = false
  beforeEach(() => {
    reducedMotion = false
    jest.useFakeTimers()
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('reduce') && reducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    })
  })
  afterEach(() => jest.useRealTimers())
  return { prefer: (reduce) => (reducedMotion = reduce) }
}

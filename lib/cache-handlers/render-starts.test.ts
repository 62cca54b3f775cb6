import { renderStarts } from './render-starts.mjs'

describe('when a page render began', () => {
  it('counts from a lookup that finds nothing, the latest such one', () => {
    let clock = 100
    const renders = renderStarts(() => clock)
    renders.lookedUp('/events', false)
    clock = 200
    // An earlier render that failed is over: the new one began at this lookup.
    renders.lookedUp('/events', false)
    expect(renders.take('/events')).toBe(200)
  })

  it('counts from the first lookup that finds the page since it was stored', () => {
    let clock = 100
    const renders = renderStarts(() => clock)
    renders.lookedUp('/events', true)
    clock = 200
    renders.lookedUp('/events', true)
    expect(renders.take('/events')).toBe(100)
    // Stored: the next lookup starts the count again.
    expect(renders.take('/events')).toBeUndefined()
  })
})

import { renderStarts } from './render-starts.mjs'

describe('when a page render began', () => {
  // Two lookups of the page, at 100 and then at 200.
  it.each([
    // An earlier render that failed is over: the new one began at the latest lookup.
    ['a lookup that finds nothing, the latest such one', false, 200],
    // A lookup that finds the page may start a background render: the first one counts.
    ['the first lookup that finds the page since it was stored', true, 100],
  ])('counts from %s', (_, found, began) => {
    let clock = 100
    const renders = renderStarts(() => clock)
    renders.lookedUp('/events', found)
    clock = 200
    renders.lookedUp('/events', found)
    expect(renders.take('/events')).toBe(began)
  })

  it('forgets a start once the page is stored, so the next lookup starts the count again', () => {
    const renders = renderStarts(() => 100)
    renders.lookedUp('/events', true)
    expect(renders.take('/events')).toBe(100)
    expect(renders.take('/events')).toBeUndefined()
  })
})

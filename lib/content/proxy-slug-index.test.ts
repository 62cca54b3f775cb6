import type { SlugIndex } from './gate'
import { invalidateProxySlugIndex, proxySlugIndex } from './proxy-slug-index'

const index = (slug: string): SlugIndex => new Map([['id-1', slug]])

/** A loader whose answers the test releases by hand, in any order. */
function manualLoader() {
  const pending: ((value: SlugIndex) => void)[] = []
  const load = jest.fn(() => new Promise<SlugIndex>((resolve) => pending.push(resolve)))
  return { load, release: (n: number, value: SlugIndex) => pending[n]!(value) }
}

beforeEach(() => invalidateProxySlugIndex(['events', 'updates']))

describe('proxySlugIndex', () => {
  it('loads once, then answers from its copy until the copy is two seconds old', async () => {
    let t = 1_000
    const load = jest.fn(async () => index('a'))
    expect((await proxySlugIndex('events', load, () => t))?.get('id-1')).toBe('a')
    t += 1_999
    await proxySlugIndex('events', load, () => t)
    expect(load).toHaveBeenCalledTimes(1)
    t += 1
    await proxySlugIndex('events', load, () => t)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never lets a load started before an invalidation write its older answer back', async () => {
    const { load, release } = manualLoader()
    const before = proxySlugIndex('events', load)
    invalidateProxySlugIndex(['events'])
    const after = proxySlugIndex('events', load)
    release(1, index('new'))
    expect((await after)?.get('id-1')).toBe('new')
    release(0, index('old'))
    await before
    expect((await proxySlugIndex('events', load))?.get('id-1')).toBe('new')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('answers what a load read when an invalidation overtook it, rather than nothing', async () => {
    const { load, release } = manualLoader()
    const waiting = proxySlugIndex('events', load)
    invalidateProxySlugIndex(['events']) // an edit elsewhere, while the index is read
    release(0, index('read'))
    expect((await waiting)?.get('id-1')).toBe('read')
    // Not kept: the next request reads the index again.
    const next = proxySlugIndex('events', load)
    expect(load).toHaveBeenCalledTimes(2)
    release(1, index('after the edit'))
    expect((await next)?.get('id-1')).toBe('after the edit')
  })

  it('answers undefined, and logs once per outage, when the index cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    let up = false
    const load = jest.fn(async () => {
      if (!up) throw new Error('down')
      return index('back')
    })
    expect(await proxySlugIndex('letters', load)).toBeUndefined()
    expect(await proxySlugIndex('letters', load)).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/letters slug index \(down\)/))
    up = true
    expect(await proxySlugIndex('letters', load)).toEqual(index('back'))
    expect(log).toHaveBeenCalledWith('[proxy] the letters slug index reads again')
    error.mockRestore()
    log.mockRestore()
  })

  it('answers its last copy, even an invalidated one, when the fresh one cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    await proxySlugIndex('updates', async () => index('kept'))
    invalidateProxySlugIndex(['updates'])
    const down = async (): Promise<SlugIndex> => {
      throw new Error('down')
    }
    expect((await proxySlugIndex('updates', down))?.get('id-1')).toBe('kept')
    // And a later successful read replaces it.
    invalidateProxySlugIndex(['updates'])
    expect((await proxySlugIndex('updates', async () => index('fresh')))?.get('id-1')).toBe('fresh')
    error.mockRestore()
  })

  it('keeps each kind apart', async () => {
    await proxySlugIndex('events', async () => index('event'))
    expect((await proxySlugIndex('updates', async () => index('update')))?.get('id-1')).toBe(
      'update',
    )
  })
})

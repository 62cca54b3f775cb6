import { INDEX_KINDS, type IndexKind, type SlugIndex } from './gate'
import { passesGateNow } from './gate-now'
import { invalidateProxySlugIndex, proxySlugIndex } from './proxy-slug-index'

const INDEXES: Record<IndexKind, SlugIndex> = {
  events: new Map([['evt-1', 'folk-night']]),
  updates: new Map([['upd 1', 'new-mural']]),
  letters: new Map([['a', 'A']]),
  categories: new Map([['Getting involved', 'Getting involved']]),
  eventCategories: new Map([['music', 'Music']]),
  previousPages: new Map([
    ['', '3'],
    ['music', '2'],
  ]),
}

let t = 10_000
const now = () => t

/** This process's copies, as the proxy leaves them after reading each index at time `t`. */
async function loadCopies(kinds: readonly IndexKind[] = INDEX_KINDS) {
  for (const kind of kinds) await proxySlugIndex(kind, async () => INDEXES[kind], now)
}

beforeEach(() => {
  t = 10_000
  invalidateProxySlugIndex(INDEX_KINDS)
})

describe('passesGateNow', () => {
  it('passes the pages the proxy would let through, from fresh copies', async () => {
    await loadCopies()
    for (const path of [
      '/events/folk-night/evt-1',
      '/events/folk-night/evt-1/calendar.ics',
      '/updates/new-mural/upd%201',
      '/events/archive/page/3',
      '/events/category/music',
      '/events/category/music/page/2',
      '/fyi/dictionary/a',
      '/fyi/questions/Getting%20involved',
    ]) {
      expect([path, passesGateNow(path, false, now)]).toEqual([path, true])
    }
  })

  it('leaves to the proxy what it would redirect or answer 404', async () => {
    await loadCopies()
    for (const path of [
      '/events/old-title/evt-1',
      '/events/evt-1',
      '/events/folk-night/evt-2',
      '/events/folk-night/evt-1/poster.pdf',
      '/events/archive/page/4',
      '/events/archive/page/1',
      '/events/category/opera',
      '/fyi/dictionary/A',
      '/fyi/dictionary/b',
      '/updates/new-mural/upd%2',
    ]) {
      expect([path, passesGateNow(path, false, now)]).toEqual([path, false])
    }
  })

  it('leaves to the proxy paths it does not judge, and previews', async () => {
    await loadCopies()
    expect(passesGateNow('/events/folk-night/evt-1', true, now)).toBe(false)
    expect(passesGateNow('/events', false, now)).toBe(false)
    expect(passesGateNow('/admin/events', false, now)).toBe(false)
    expect(passesGateNow('/', false, now)).toBe(false)
  })

  it('passes nothing on a copy it would read again: none, too old, or invalidated', async () => {
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(false)
    await loadCopies(['events'])
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(true)
    t += 2_000
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(false)
    await loadCopies(['events'])
    invalidateProxySlugIndex(['events'])
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(false)
  })

  it('judges from the older copy while the proxy reads the index again, as the proxy does', async () => {
    await loadCopies(['events'])
    t += 2_000
    let loaded: (index: SlugIndex) => void = () => {}
    const reading = proxySlugIndex(
      'events',
      () => new Promise((resolve) => (loaded = resolve)),
      now,
    )
    expect(await reading).toBe(INDEXES.events)
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(true)
    expect(passesGateNow('/events/folk-night/evt-2', false, now)).toBe(false)
    // The new copy, once read, decides: evt-1 was unpublished meanwhile.
    loaded(new Map([['evt-2', 'folk-night']]))
    await proxySlugIndex('events', async () => INDEXES.events, now)
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(false)
    expect(passesGateNow('/events/folk-night/evt-2', false, now)).toBe(true)
  })

  it('waits for the proxy when an invalidated index is read again: there is no copy to judge by', async () => {
    await loadCopies(['events'])
    invalidateProxySlugIndex(['events'])
    void proxySlugIndex('events', () => new Promise(() => {}), now)
    expect(passesGateNow('/events/folk-night/evt-1', false, now)).toBe(false)
  })

  it('needs every index a path is judged by', async () => {
    await loadCopies(['events'])
    expect(passesGateNow('/events/archive/page/2', false, now)).toBe(false)
    await loadCopies(['previousPages'])
    expect(passesGateNow('/events/archive/page/2', false, now)).toBe(true)
  })
})

import { processSlot } from '@/lib/process-state.mjs'
import { sharedCacheHealth, type ClientState } from './shared-cache-health'

const states = (list: ClientState[]) =>
  processSlot<ClientState[]>('sharedCacheStates', () => []).splice(0, Infinity, ...list)

describe('shared cache health', () => {
  afterEach(() => states([]))

  it('is memory when no shared cache is configured', () => {
    states([{ status: 'failing', since: 'x', lastFailure: 'down' }])
    expect(sharedCacheHealth(undefined).cache).toBe('memory')
  })

  it('reports the worst client, with the kind of the last failure any of them saw', () => {
    states([
      { status: 'ok', since: '2026-11-24T10:00:00.000Z', lastFailure: null },
      { status: 'failing', since: '2026-11-24T10:05:00.000Z', lastFailure: 'ECONNREFUSED' },
    ])
    expect(sharedCacheHealth('redis://127.0.0.1:6379')).toEqual({
      cache: 'failing',
      cacheSince: '2026-11-24T10:05:00.000Z',
      cacheLastFailure: 'unreachable',
    })
  })

  it('is ok when every client is connected, and connecting before any exists', () => {
    expect(sharedCacheHealth('redis://127.0.0.1:6379').cache).toBe('connecting')
    states([
      { status: 'ok', since: 'a', lastFailure: null },
      { status: 'ok', since: 'b', lastFailure: null },
    ])
    expect(sharedCacheHealth('redis://127.0.0.1:6379').cache).toBe('ok')
  })
})

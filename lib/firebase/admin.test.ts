import { read, READ_DEADLINE_MS } from './admin'

describe('read', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('answers what Firestore answers in time', async () => {
    await expect(read({ get: async () => 'snapshot' }, 'events')).resolves.toBe('snapshot')
  })

  it('gives up on a read that has not answered by the deadline', async () => {
    const hung = read({ get: () => new Promise<never>(() => {}) }, 'events')
    const outcome = expect(hung).rejects.toThrow(
      `Firestore did not answer a read of events in ${READ_DEADLINE_MS} ms`,
    )
    jest.advanceTimersByTime(READ_DEADLINE_MS - 1)
    let settled = false
    void hung.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    jest.advanceTimersByTime(1)
    await outcome
  })
})

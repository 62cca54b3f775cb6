import { readHealth, recordRead, takeRecovery } from './read-health'

describe('read health', () => {
  it('is unknown before any read, then follows the last outcome with its time', () => {
    expect(readHealth().firestore).toBe('unknown')
    recordRead({ ok: true }, new Date('2026-11-23T10:00:00Z'))
    expect(readHealth()).toMatchObject({
      firestore: 'ok',
      lastSuccessAt: '2026-11-23T10:00:00.000Z',
    })
    recordRead(
      { ok: false, error: new Error('4 DEADLINE_EXCEEDED: at 10.0.0.7:8080') },
      new Date('2026-11-23T10:01:00Z'),
    )
    expect(readHealth()).toMatchObject({
      firestore: 'failing',
      lastSuccessAt: '2026-11-23T10:00:00.000Z',
      lastFailureAt: '2026-11-23T10:01:00.000Z',
      lastFailure: 'deadline',
    })
    recordRead({ ok: true }, new Date('2026-11-23T10:02:00Z'))
    expect(readHealth().firestore).toBe('ok')
  })

  it('says once that Firestore came back after failing', () => {
    recordRead({ ok: true })
    takeRecovery()
    expect(takeRecovery()).toBe(false)
    recordRead({ ok: false, error: new Error('down') })
    expect(takeRecovery()).toBe(false)
    recordRead({ ok: true })
    recordRead({ ok: true })
    expect(takeRecovery()).toBe(true)
    expect(takeRecovery()).toBe(false)
  })
})

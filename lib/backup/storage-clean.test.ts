import type { Firestore } from 'firebase-admin/firestore'
import type { PictureStore } from '@/lib/admin/media/pictures/store'
import { cleanStorage } from './storage-clean'

const OLD = '00000000-0000-4000-8000-000000000009.jpg'
const location = { kind: 'local', dir: '/nowhere' } as const

function store(): PictureStore & { remove: jest.Mock } {
  return {
    save: jest.fn(),
    list: async () => [{ path: OLD, bytes: 10, created: '2020-01-01T00:00:00Z' }],
    remove: jest.fn(async () => {}),
  }
}

/** A collection of documents without subcollections, as firebase-admin gives them. */
function collection(id: string, docs: Record<string, Record<string, unknown>>) {
  return {
    id,
    get: async () => ({
      docs: Object.entries(docs).map(([docId, data]) => ({
        id: docId,
        data: () => data,
        ref: { listCollections: async () => [] },
      })),
    }),
  }
}

const failing = (id: string, error: string) => ({ id, get: () => Promise.reject(new Error(error)) })
const database = (collections: unknown[]) =>
  ({ listCollections: async () => collections }) as unknown as Firestore

describe('cleanStorage', () => {
  it('removes an old file no document uses, and only with remove: true', async () => {
    const db = database([collection('showcase', { e1: { title: 'Nothing stored' } })])
    const files = store()
    const dry = await cleanStorage({ db, store: files, location, graceHours: 24, remove: false })
    expect(dry).toMatchObject({ dryRun: true, unused: { files: 1, bytes: 10 }, removed: 0 })
    expect(files.remove).not.toHaveBeenCalled()
    const real = await cleanStorage({ db, store: files, location, graceHours: 24, remove: true })
    expect(real).toMatchObject({ dryRun: false, removed: 1, failed: [] })
    expect(files.remove).toHaveBeenCalledWith(OLD)
  })

  it('keeps a file a document uses', async () => {
    const db = database([collection('staff', { s1: { imageURL: `/uploads/${OLD}` } })])
    const files = store()
    const summary = await cleanStorage({ db, store: files, location, graceHours: 24, remove: true })
    expect(summary).toMatchObject({ removed: 0, referenced: 1, kept: { referenced: 1 } })
    expect(files.remove).not.toHaveBeenCalled()
  })

  it.each([
    [
      'the collections cannot be listed',
      () =>
        ({
          listCollections: () => Promise.reject(new Error('7 PERMISSION_DENIED')),
        }) as unknown as Firestore,
      'PERMISSION_DENIED',
    ],
    [
      'one collection among others cannot be read',
      () =>
        database([
          collection('showcase', { e1: { title: 'A' } }),
          failing('adminHistory', '14 UNAVAILABLE'),
        ]),
      'UNAVAILABLE',
    ],
    ['the database has no documents', () => database([]), 'no documents'],
  ])('removes nothing, and fails, when %s', async (_, db, error) => {
    const files = store()
    await expect(
      cleanStorage({ db: db(), store: files, location, graceHours: 24, remove: true }),
    ).rejects.toThrow(error)
    expect(files.remove).not.toHaveBeenCalled()
  })

  it('carries on past a file it cannot remove, and names it', async () => {
    const db = database([collection('showcase', { e1: {} })])
    const files = store()
    files.remove.mockRejectedValueOnce(new Error('403 Forbidden'))
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const summary = await cleanStorage({ db, store: files, location, graceHours: 24, remove: true })
    expect(summary).toMatchObject({ removed: 0, failed: [OLD] })
    expect(error).toHaveBeenCalledWith(
      `[storage:clean] could not remove ${OLD}:`,
      expect.any(Error),
    )
    error.mockRestore()
  })
})

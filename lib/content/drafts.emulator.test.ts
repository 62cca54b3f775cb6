import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { clearFirestore, put } from '@/test/emulator/firestore'
import { PREVIEWS_COLLECTION, readDraft, unsavedId } from './drafts'

// The request as Next gives it: draft mode on, and a preview proof naming `viewer`
// (lib/firebase/preview-proof.ts, tested on its own).
let viewer: string | null = null
jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: true }),
  cookies: async () => ({ get: () => ({ value: 'proof' }) }),
}))
jest.mock('@/lib/firebase/preview-proof', () => ({ previewerOf: async () => viewer }))

const schema = z.object({ title: z.string() })

beforeEach(async () => {
  await clearFirestore()
  await put(PREVIEWS_COLLECTION, {
    p1: {
      collection: 'showcase',
      of: null,
      uid: 'author',
      data: { title: 'Unsaved Ceilidh' },
      expiresAt: Timestamp.fromMillis(Date.now() + 3600_000),
    },
  })
})

describe('a preview of unsaved changes', () => {
  it('opens for the editor who made it', async () => {
    viewer = 'author'
    expect(await readDraft('showcase', schema, unsavedId('p1'))).toMatchObject({
      title: 'Unsaved Ceilidh',
      id: 'new',
    })
  })

  it('is nothing to another editor who has its id, nor without a proof', async () => {
    viewer = 'another-editor'
    expect(await readDraft('showcase', schema, unsavedId('p1'))).toBeNull()
    viewer = null
    expect(await readDraft('showcase', schema, unsavedId('p1'))).toBeNull()
  })
})

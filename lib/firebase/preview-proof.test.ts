import type { UserRecord } from 'firebase-admin/auth'
import {
  issuePreviewProof,
  PREVIEW_PROOF_SECONDS,
  previewerOf,
  readPreviewProof,
} from './preview-proof'

const getUser = jest.fn<Promise<Partial<UserRecord>>, [string]>()
jest.mock('./admin', () => ({ adminAuth: () => ({ getUser }) }))

const account = (claims: object | undefined, more: Partial<UserRecord> = {}) =>
  ({
    uid: 'editor-1',
    disabled: false,
    customClaims: claims,
    tokensValidAfterTime: 'Thu, 26 Nov 2026 09:00:00 GMT',
    metadata: { creationTime: 'Thu, 26 Nov 2026 09:00:00 GMT' },
    ...more,
  }) as UserRecord

describe('preview proofs', () => {
  beforeEach(() => getUser.mockReset())

  it('names the account it was made for, for an hour and no longer', () => {
    const now = Date.parse('2026-11-28T12:00:00Z')
    const proof = issuePreviewProof('editor-1', now)
    expect(readPreviewProof(proof, now)).toEqual({ uid: 'editor-1', issued: now / 1000 })
    expect(readPreviewProof(proof, now + (PREVIEW_PROOF_SECONDS - 1) * 1000)).not.toBeNull()
    expect(readPreviewProof(proof, now + PREVIEW_PROOF_SECONDS * 1000)).toBeNull()
  })

  it('refuses a proof changed in any part, and anything else such as a session value', () => {
    const proof = issuePreviewProof('editor-1')
    const [version, uid, issued, expires, signature] = proof.split('.')
    const other = Buffer.from('editor-2').toString('base64url')
    const later = String(Number(expires) + 86_400)
    for (const forged of [
      [version, other, issued, expires, signature],
      [version, uid, issued, later, signature],
      [version, uid, issued, expires, `${signature!.slice(0, -2)}AA`],
      [version, uid, issued, expires],
    ]) {
      expect(readPreviewProof(forged.join('.'))).toBeNull()
    }
    // A Firebase session cookie is a JWT: three parts, never a proof.
    expect(
      readPreviewProof('eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJlZGl0b3ItMSJ9.c2lnbmF0dXJl'),
    ).toBeNull()
    expect(readPreviewProof(undefined)).toBeNull()
    expect(readPreviewProof('')).toBeNull()
  })

  it('opens previews only for an account that is an editor now and not signed out since', async () => {
    const proof = issuePreviewProof('editor-1')
    getUser.mockResolvedValue(account({ role: 'editor' }))
    await expect(previewerOf(proof)).resolves.toBe('editor-1')
    getUser.mockResolvedValue(account({ role: 'admin' }))
    await expect(previewerOf(proof)).resolves.toBe('editor-1')
    getUser.mockResolvedValue(account(undefined))
    await expect(previewerOf(proof)).resolves.toBeNull()
    getUser.mockResolvedValue(account({ role: 'editor' }, { disabled: true }))
    await expect(previewerOf(proof)).resolves.toBeNull()
    getUser.mockResolvedValue(
      account(
        { role: 'editor' },
        { tokensValidAfterTime: new Date(Date.now() + 1000).toUTCString() },
      ),
    )
    await expect(previewerOf(proof)).resolves.toBeNull()
    getUser.mockRejectedValue(Object.assign(new Error('gone'), { code: 'auth/user-not-found' }))
    await expect(previewerOf(proof)).resolves.toBeNull()
  })

  it('never looks up an account for something that is not a proof', async () => {
    await expect(previewerOf('a-session-cookie-value')).resolves.toBeNull()
    expect(getUser).not.toHaveBeenCalled()
  })
})

import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { processSlot } from '@/lib/process-state.mjs'
import { serverEnv } from '@/lib/site/env'
import { adminAuth } from './admin'
import { hasRole, roleFromClaims } from './roles'
import { signedOutSince } from './sessions'

/**
 * An editor's proof for previews, sent to public pages while a preview is open (the
 * `__preview` cookie): an HMAC-signed token naming the account, with an expiry of its own.
 * It is no session: it opens previews only, and the admin area never reads it. Next's
 * draft-mode cookie is one value for the whole build, so a draft renders only beside this.
 */
export const PREVIEW_PROOF_SECONDS = 60 * 60

const VERSION = 'p1'

/**
 * The signing key: PREVIEW_SECRET (32+ characters), or else one made at random when this
 * process started and kept for the whole process (proxy and pages are separate bundles).
 * Nothing fixed is ever used, so an unset secret is safe anywhere; it only means a restart
 * ends open previews, and instances that share no secret refuse each other's proofs.
 */
function key(): Buffer {
  const secret = serverEnv().PREVIEW_SECRET
  if (secret) return Buffer.from(secret)
  return processSlot('previewKey', () => randomBytes(32))
}

function signature(payload: string): Buffer {
  return createHmac('sha256', key()).update(`preview|${payload}`).digest()
}

/** A proof for the account `uid`, good for PREVIEW_PROOF_SECONDS from `now` (ms). */
export function issuePreviewProof(uid: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000)
  const payload = [
    VERSION,
    Buffer.from(uid).toString('base64url'),
    issued,
    issued + PREVIEW_PROOF_SECONDS,
  ].join('.')
  return `${payload}.${signature(payload).toString('base64url')}`
}

/**
 * The account and issue time (seconds) a proof names, if its signature is this site's and it
 * has not expired at `now` (ms); null for anything else, a session cookie's value included.
 */
export function readPreviewProof(
  value: string | undefined,
  now = Date.now(),
): { uid: string; issued: number } | null {
  const parts = value?.split('.') ?? []
  if (parts.length !== 5 || parts[0] !== VERSION) return null
  const [, encodedUid, issuedText, expiresText, signed] = parts as [string, ...string[]]
  const expected = signature(parts.slice(0, 4).join('.'))
  const given = Buffer.from(signed!, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const issued = Number(issuedText)
  const expires = Number(expiresText)
  if (!Number.isInteger(issued) || !Number.isInteger(expires)) return null
  if (now / 1000 >= expires || issued > now / 1000 + 60) return null
  const uid = Buffer.from(encodedUid!, 'base64url').toString()
  return uid ? { uid, issued } : null
}

/**
 * The uid of the editor a proof belongs to, checked as a session is: the account exists, is
 * not disabled, was not signed out since the proof was made, and has the editor role now.
 * Null otherwise, and for anything that is not a valid proof.
 */
export async function previewerOf(value: string | undefined): Promise<string | null> {
  const proof = readPreviewProof(value)
  if (!proof) return null
  try {
    const user = await adminAuth().getUser(proof.uid)
    if (user.disabled || signedOutSince(proof.issued, user)) return null
    return hasRole(roleFromClaims(user.customClaims), 'editor') ? user.uid : null
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    if (!code.startsWith('auth/')) console.error('[admin] could not check a preview:', error)
    return null
  }
}

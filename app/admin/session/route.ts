import { z } from 'zod'
import { acceptInvitation } from '@/lib/admin/accounts/invitations'
import { isSameOrigin } from '@/lib/admin/accounts/same-origin'
import { createSession, setSessionCookie } from '@/lib/admin/accounts/session'
import { signInLimit } from '@/lib/admin/accounts/sign-in-limit'
import { serverEnv } from '@/lib/site/env'

const bodySchema = z.object({ idToken: z.string().min(1).max(8192) })

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** Ten refused tokens a minute per client, then 429 (lib/admin/accounts/sign-in-limit.ts). */
let signIns: ReturnType<typeof signInLimit> | undefined
const limit = () => (signIns ??= signInLimit(serverEnv().TRUSTED_PROXY_HOPS))

/**
 * The sign-in page posts the ID token it got from Firebase once; the answer sets the session
 * cookie that every admin page verifies. JSON only and same origin only, so no other site can
 * sign someone in as itself (login CSRF). A client whose tokens keep failing waits (429).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) {
    return Response.json(
      { error: 'Cross-origin request refused' },
      { status: 403, headers: NO_STORE },
    )
  }
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return Response.json({ error: 'Expected JSON' }, { status: 415, headers: NO_STORE })
  }
  const wait = limit().retryAfter(request.headers)
  if (wait > 0) {
    return Response.json(
      { error: 'Too many sign-ins that could not be checked. Please wait a minute.' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(wait) } },
    )
  }
  const body = bodySchema.safeParse(await request.json().catch(() => null))
  const session = body.success ? await createSession(body.data.idToken) : null
  if (!session) {
    limit().refused(request.headers)
    return Response.json(
      { error: 'That sign-in could not be checked. Please sign in again.' },
      { status: 401, headers: NO_STORE },
    )
  }
  await acceptInvitation(session.user).catch((error: unknown) => {
    // The sign-in still works; the role can be given on the editors page instead.
    console.error('[admin] could not take up an invitation:', error)
  })
  await setSessionCookie(session.value)
  return Response.json({ signedIn: true }, { headers: NO_STORE })
}

import { z } from 'zod'
import { acceptInvitation } from '@/lib/admin/invitations'
import { isSameOrigin } from '@/lib/admin/same-origin'
import { createSession, setSessionCookie } from '@/lib/admin/session'

const bodySchema = z.object({ idToken: z.string().min(1).max(8192) })

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The sign-in page posts the ID token it got from Firebase once; the answer sets the session
 * cookie that every admin page verifies. JSON only and same origin only, so no other site can
 * sign someone in as itself (login CSRF).
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
  const body = bodySchema.safeParse(await request.json().catch(() => null))
  const session = body.success ? await createSession(body.data.idToken) : null
  if (!session) {
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

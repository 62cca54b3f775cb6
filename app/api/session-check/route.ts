import { cookies, headers } from 'next/headers'
import { SESSION_COOKIE } from '@/lib/admin/accounts/paths'
import { isSignedSession } from '@/lib/firebase/sessions'

/**
 * The shipped nginx configuration asks this (auth_request) before it reads the body of a post
 * to the admin area, sending the visitor's headers and no body: 204 lets the post through, 401
 * refuses it unread. Only posts are checked; anything else is 204, and the admin pages check
 * the session themselves. nginx answers 404 to this URL from outside.
 */
export async function GET(): Promise<Response> {
  const method = (await headers()).get('x-original-method')
  if (method !== 'POST') return new Response(null, { status: 204 })
  const session = (await cookies()).get(SESSION_COOKIE)?.value ?? ''
  const status = (await isSignedSession(session)) ? 204 : 401
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
}

import { cookies } from 'next/headers'
import { isSameOrigin } from '@/lib/admin/accounts/same-origin'
import {
  currentEditor,
  endPreview,
  revokeSessions,
  SESSION_COOKIE,
  SIGN_IN_PATH,
} from '@/lib/admin/accounts/session'

/**
 * Signs out: revokes the account's sessions everywhere, drops the cookies (a preview's too)
 * and what the admin area keeps in this browser (its unsaved changes), back to sign-in.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) {
    return new Response('Cross-origin request refused', { status: 403 })
  }
  const editor = await currentEditor()
  if (editor) await revokeSessions(editor.uid)
  ;(await cookies()).delete({ name: SESSION_COOKIE, path: '/admin' })
  await endPreview()
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${SIGN_IN_PATH}?signed-out=1`,
      'Cache-Control': 'private, no-store',
      // The unsaved changes this browser keeps go with the session, even when the page's
      // scripts could not remove them first (components/admin/sign-out-button.client.tsx).
      'Clear-Site-Data': '"storage"',
    },
  })
}

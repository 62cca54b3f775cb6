import { endPreview } from '@/lib/admin/accounts/session'

/** An admin page a preview can go back to: an event's, an update's or a page's form. */
const BACK = /^\/admin\/(events|updates|pages)\/[\w.~-]+$/

/**
 * Ends a preview and goes back to the admin page it came from (an admin path only). Answered
 * here rather than with redirect(), which failed with a 500 on a CR or LF in the address.
 */
export async function GET(request: Request): Promise<Response> {
  await endPreview()
  const back = new URL(request.url).searchParams.get('back') ?? ''
  return new Response(null, {
    status: 303,
    headers: { Location: BACK.test(back) ? back : '/admin', 'Cache-Control': 'private, no-store' },
  })
}

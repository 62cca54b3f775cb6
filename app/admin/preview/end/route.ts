import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Ends a preview and goes back to the admin page it came from (an admin path only). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const back = new URL(request.url).searchParams.get('back') ?? ''
  redirect(/^\/admin\/(events|updates)\/[^/\\]+$/.test(back) ? back : '/admin')
}

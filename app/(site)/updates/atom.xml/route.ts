import { getRecentUpdates } from '@/lib/updates/queries'
import { updatesAtom } from '@/lib/updates/feed'
import { FEED_SIZE } from '@/lib/updates/feed-items'

/** Atom feed of the newest published updates; see feed.xml/route.ts. */
export async function GET(): Promise<Response> {
  return new Response(updatesAtom(await getRecentUpdates(FEED_SIZE)), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  })
}

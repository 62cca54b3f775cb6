import { getRecentUpdates } from '@/lib/updates/queries'
import { buildUpdatesFeed } from '@/lib/updates/feed'
import { FEED_SIZE } from '@/lib/updates/feed-items'

/** Atom feed of the newest published updates; see feed.xml/route.ts. */
export async function GET(): Promise<Response> {
  const feed = buildUpdatesFeed(await getRecentUpdates(FEED_SIZE))
  return new Response(feed.atom1(), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  })
}

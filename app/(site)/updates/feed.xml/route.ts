import { getRecentUpdates } from '@/lib/updates/queries'
import { updatesRss } from '@/lib/updates/feed'
import { leadImageEnclosures } from '@/lib/updates/enclosure'
import { FEED_SIZE } from '@/lib/updates/feed-items'

/**
 * RSS 2.0 feed of the newest published updates. The data is the same cached read as the
 * pages ('use cache' with the updates tag), so the feed is prerendered at build time and
 * regenerated with them.
 */
export async function GET(): Promise<Response> {
  const updates = await getRecentUpdates(FEED_SIZE)
  return new Response(updatesRss(updates, await leadImageEnclosures(updates)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}

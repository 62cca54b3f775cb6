import { getRecentUpdates } from '@/lib/updates/queries'
import { buildUpdatesFeed } from '@/lib/updates/feed'
import { FEED_SIZE } from '@/lib/updates/feed-items'

/**
 * RSS 2.0 feed of the newest published updates. The data is the same cached read as the
 * pages ('use cache' with the updates tag), so the feed is prerendered at build time and
 * regenerated with them.
 */
export async function GET(): Promise<Response> {
  const feed = buildUpdatesFeed(await getRecentUpdates(FEED_SIZE))
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}

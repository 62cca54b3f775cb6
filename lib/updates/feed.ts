import { Feed, type Item } from 'feed'
import type { Update } from '@/lib/updates/schema'
import { absoluteUrl, SITE } from '@/lib/site/config'
import { FEED_INFO } from '@/lib/site/config'
import { feedEntries, type Enclosure, type FeedEntry } from './feed-items'

/** The feed of the newest published updates, with the items given. */
function updatesFeed(entries: readonly FeedEntry[], items: readonly Item[]): Feed {
  const feed = new Feed({
    id: absoluteUrl('/updates'),
    title: FEED_INFO.title,
    description: FEED_INFO.description,
    link: absoluteUrl('/updates'),
    language: FEED_INFO.language,
    image: absoluteUrl('/logo.svg'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${SITE.name}`,
    // The newest entry's date: the feed changes exactly when an update is published.
    updated: entries[0]?.date ?? new Date(0),
    generator: false,
    feedLinks: {
      rss: absoluteUrl(FEED_INFO.rssPath),
      atom: absoluteUrl(FEED_INFO.atomPath),
    },
    author: { name: SITE.name, link: absoluteUrl('/') },
  })
  for (const item of items) feed.addItem(item)
  return feed
}

/**
 * The entry as the `feed` package takes it (an `image` there would become an enclosure), its
 * CDATA values made safe.
 */
function item(entry: FeedEntry): Item {
  const { title, id, link, date, description, content, category } = entry
  return {
    title: cdata(title),
    id,
    link,
    date,
    description: cdata(description),
    content: cdata(content),
    category,
  }
}

/**
 * A value the `feed` package writes as CDATA (titles, descriptions, content in both feeds),
 * which ']]>' would end, the rest then read as markup: an element of the writer's choosing in
 * every reader's copy. The package's serialiser (xml-js) splits the value's first ']]>' into two
 * sections and no other; each later one is split here the same way (']]' ends one section,
 * '>' begins the next), so the value reads back whole. lib/updates/feed.test.ts holds the
 * package to splitting the first.
 */
function cdata(text: string): string {
  let first = true
  return text.replace(/]]>/g, (end) => {
    if (first) {
      first = false
      return end
    }
    return ']]]]><![CDATA[>'
  })
}

/**
 * RSS 2.0 of the newest published updates. Each item's lead image is its enclosure, with the
 * media type and byte length found by `imageEnclosure` (lib/updates/enclosure.ts); an item
 * whose image size is unknown has none, since RSS requires a real length.
 */
export function updatesRss(
  updates: readonly Update[],
  enclosures: ReadonlyMap<string, Enclosure | null>,
): string {
  const entries = feedEntries(updates)
  const items = entries.map((entry) => {
    const enclosure = enclosures.get(entry.imageSrc)
    return enclosure ? { ...item(entry), enclosure } : item(entry)
  })
  return updatesFeed(entries, items).rss2()
}

/**
 * Atom (RFC 4287) of the same updates. Entries carry no enclosure link: the `feed` package
 * writes an Atom enclosure's type from the file extension whatever it is told ("image/jpg",
 * or nonsense for a Cloud Storage URL; jpmonette/feed#224), and RFC 4287 does not require one.
 */
export function updatesAtom(updates: readonly Update[]): string {
  const entries = feedEntries(updates)
  const items = entries.map((entry) => ({
    ...item(entry),
    title: cdata(entry.titleHtml),
    // The package escapes '&' and '"' in attributes but not '<', which would make the whole
    // feed unreadable; a label is for display, so those two characters are dropped.
    category: entry.category.map(({ name, term }) => ({
      term,
      name: name.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim() || term,
    })),
  }))
  return updatesFeed(entries, items).atom1()
}

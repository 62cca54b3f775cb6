import type { Update } from '@/lib/updates/schema'
import { updatePath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/site/config'
import { slugify } from '@/lib/site/slug.mjs'
import { printableText } from '@/lib/content/plain-text'
import { leadImageUrl } from './images'

/** How many of the newest updates the feeds carry; readers only poll for what is new. */
export const FEED_SIZE = 50

/** An RSS enclosure: the three attributes RSS 2.0 requires, all real. */
export interface Enclosure {
  url: string
  /** The registered media type, e.g. image/jpeg (never the file extension's image/jpg). */
  type: string
  /** The size of the file in bytes. */
  length: number
}

export interface FeedEntry {
  /** Plain text (RSS's title). */
  title: string
  /** The same title as HTML, for Atom's `type="html"`. */
  titleHtml: string
  id: string
  link: string
  date: Date
  /** The short description as HTML: RSS's description and Atom's summary are HTML. */
  description: string
  content: string
  /** `name` is RSS's category text and Atom's label; `term` is Atom's required identifier. */
  category: { name: string; term: string }[]
  /** The update's lead image as stored (the default image when it has none). */
  imageSrc: string
}

/**
 * The feed entries for updates (already published only, newest first): absolute canonical
 * links, used both as the item's link and its permanent id.
 */
export function feedEntries(updates: readonly Update[]): FeedEntry[] {
  return updates.slice(0, FEED_SIZE).map((update) => {
    const link = absoluteUrl(updatePath(update))
    const title = printableText(update.title)
    return {
      title,
      titleHtml: escapeHtml(title),
      id: link,
      link,
      date: new Date(update.dateStart),
      description: escapeHtml(printableText(update.shortDescription) || title),
      content: printableText(update.description),
      category: update.categories.map((name) => ({
        name: printableText(name),
        term: categoryTerm(name),
      })),
      imageSrc: leadImageUrl(update),
    }
  })
}

/**
 * An Atom category's `term` (RFC 4287 4.2.2: required): the category's slug, so the same
 * category is always the same term, and never a character XML attributes must escape.
 */
export function categoryTerm(name: string): string {
  return slugify(name) || encodeURIComponent(name)
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The registered media type of an image file from its name, or undefined when unknown. */
export function imageMediaType(pathOrUrl: string): string | undefined {
  const pathname = new URL(pathOrUrl, 'http://x').pathname
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase()
  return extension ? IMAGE_TYPES[extension] : undefined
}

/** Plain text written as HTML, so that "Under <5s" reads as itself in a feed reader. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

import 'server-only'
import { stat } from 'node:fs/promises'
import { cacheLife } from 'next/cache'
import { CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { publicFile } from '@/lib/content/public-file'
import { absoluteUrl } from '@/lib/site/config'
import type { Update } from '@/lib/updates/schema'
import { feedEntries, imageMediaType, type Enclosure } from './feed-items'

/** How long a remote image may take to say its size before the feed goes on without it. */
const HEAD_TIMEOUT_MS = 3000

/**
 * The RSS enclosure of an image: its absolute URL, real media type and real size in bytes,
 * or null when either cannot be known (the item is then sent without an enclosure, which
 * RSS allows, rather than with a made-up length).
 *
 * - A root-relative path is a file in public/: its size comes from the file system.
 * - A Cloud Storage URL is asked with a HEAD request (3 s at most). That happens only when
 *   the feed is built or regenerated, and a size found is cached for days ('use cache'), so
 *   a feed reader's poll never waits for Cloud Storage.
 */
export async function imageEnclosure(src: string): Promise<Enclosure | null> {
  'use cache'
  const enclosure = src.startsWith('/') ? await localEnclosure(src) : await remoteEnclosure(src)
  // A size found is kept for days (a file replaced under the same URL shows its new size
  // within that time); a failure may pass (a timeout), so it is tried again when the feed
  // next regenerates.
  if (enclosure) cacheLife('days')
  else cacheLife(CONTENT_CACHE_PROFILE)
  return enclosure
}

async function localEnclosure(src: string): Promise<Enclosure | null> {
  const type = imageMediaType(src)
  if (!type) return null
  const file = publicFile(src)
  if (!file) return null
  try {
    const info = await stat(file)
    return info.isFile() && info.size > 0
      ? { url: absoluteUrl(src), type, length: info.size }
      : null
  } catch {
    console.warn(`[feed] no file for the image ${src}; its item has no enclosure`)
    return null
  }
}

async function remoteEnclosure(src: string): Promise<Enclosure | null> {
  try {
    const response = await fetch(src, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(HEAD_TIMEOUT_MS),
    })
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    const length = Number(response.headers.get('content-length'))
    if (response.ok && type?.startsWith('image/') && Number.isSafeInteger(length) && length > 0) {
      return { url: src, type: type === 'image/jpg' ? 'image/jpeg' : type, length }
    }
    console.warn(`[feed] ${src} did not give an image type and size; its item has no enclosure`)
  } catch (error) {
    console.warn(`[feed] could not ask ${src} for its size (${String(error)}); no enclosure`)
  }
  return null
}

/** The enclosures of the updates' lead images, by image source as stored. */
export async function leadImageEnclosures(
  updates: readonly Update[],
): Promise<Map<string, Enclosure | null>> {
  const sources = [...new Set(feedEntries(updates).map((entry) => entry.imageSrc))]
  const found = await Promise.all(sources.map(imageEnclosure))
  return new Map(sources.map((src, i) => [src, found[i] ?? null]))
}

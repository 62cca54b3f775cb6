import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { cacheLife } from 'next/cache'
import sharp from 'sharp'
import { cropAround, type FocalPoint } from './focal'
import { CONTENT_CACHE_PROFILE } from './cache'
import { isAllowedImageUrl } from './image-hosts.mjs'
import { PICTURE_CROPS, type PictureCrop } from './picture-crops'
import { serverEnv } from '@/lib/site/env'
import { publicFile } from './public-file'

/** How long a Cloud Storage picture may take to arrive before the crop is given up. */
const FETCH_TIMEOUT_MS = 5000
/** Larger originals are not cropped (a phone photo is a few MB). */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024

/**
 * The picture at `src` (a file in public/ or an allowed Cloud Storage URL) cut to `crop`
 * around its focal point when the library gives it one (as the cards' object-position does),
 * otherwise around its most interesting part, as base64 JPEG (what the cache can keep), or
 * null when it cannot be read or is not a picture. Cut once and cached for days: the crops
 * are asked for by crawlers, a changed picture is stored under a new URL, and a moved focal
 * point is another argument, so another cache entry.
 */
export async function croppedPicture(
  src: string,
  crop: PictureCrop,
  focal: FocalPoint | null = null,
): Promise<string | null> {
  'use cache'
  try {
    const source = await readPicture(src)
    const { width, height } = PICTURE_CROPS[crop]
    const cut = focal
      ? await aroundFocalPoint(source, width, height, focal)
      : sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate()
    const jpeg = await cut
      .resize(width, height, {
        fit: 'cover',
        position: focal ? 'centre' : sharp.strategy.attention,
      })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
    cacheLife('days')
    return jpeg.toString('base64')
  } catch (error) {
    // Tried again when the page's content next regenerates (Cloud Storage may be back).
    cacheLife(CONTENT_CACHE_PROFILE)
    console.warn(`[picture] could not crop ${src} to ${crop}: ${String(error)}`)
    return null
  }
}

/** Larger pictures are not decoded. */
const MAX_SOURCE_PIXELS = 60_000_000

/**
 * The upright picture cut to the crop's shape around the focal point. Turned upright first, as
 * the focal point was set on the upright picture, and kept as raw pixels meanwhile: no second
 * lossy encoding.
 */
async function aroundFocalPoint(source: Buffer, width: number, height: number, focal: FocalPoint) {
  const { data, info } = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).extract(cropAround(info.width, info.height, width, height, focal))
}

/** A picture in the demo's and the tests' local store (LOCAL_UPLOADS_DIR), by its URL. */
const LOCAL_UPLOAD = /^\/uploads\/([0-9a-f-]{36}\.(?:jpg|png|webp|avif))$/

async function readPicture(src: string): Promise<Buffer> {
  const upload = LOCAL_UPLOAD.exec(src)
  const uploadsDir = serverEnv().LOCAL_UPLOADS_DIR
  if (upload && uploadsDir)
    return readFile(join(/* turbopackIgnore: true */ uploadsDir, upload[1]!))
  const file = publicFile(src)
  if (file) return readFile(file)
  const url = new URL(src)
  if (!isAllowedImageUrl(url)) throw new Error('not an allowed image host')
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  const length = Number(response.headers.get('content-length') ?? 0)
  if (!response.ok || length > MAX_SOURCE_BYTES) throw new Error(`answered ${response.status}`)
  const body = Buffer.from(await response.arrayBuffer())
  if (body.byteLength > MAX_SOURCE_BYTES) throw new Error('too large')
  return body
}

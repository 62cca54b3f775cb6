import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { LOCAL_UPLOADS_PATH } from '@/lib/admin/media/pictures/store'
import { serverEnv } from '@/lib/site/env'

/** Pictures are at most 10 MB when uploaded: a larger answer is not one of ours. */
const MAX_BYTES = 20 * 1024 * 1024

async function bytesOf(url: string): Promise<Buffer | null> {
  const uploads = serverEnv().LOCAL_UPLOADS_DIR
  if (url.startsWith(LOCAL_UPLOADS_PATH)) {
    const name = url.slice(LOCAL_UPLOADS_PATH.length)
    if (!uploads || name.includes('/') || name.startsWith('.')) return null
    return readFile(join(uploads, name)).catch(() => null)
  }
  // A file the site itself serves (public/): the demo's pictures.
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('..')) {
    return readFile(join(process.cwd(), 'public', url)).catch(() => null)
  }
  if (!url.startsWith('https://')) return null
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) }).catch(() => null)
  if (!response?.ok || Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return null
  const bytes = Buffer.from(await response.arrayBuffer())
  return bytes.length > MAX_BYTES ? null : bytes
}

/** A picture's width and height, read from its file's header; null where it cannot be read. */
export async function pictureSize(url: string): Promise<{ width: number; height: number } | null> {
  const bytes = await bytesOf(url)
  if (!bytes) return null
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  return width && height ? { width, height } : null
}

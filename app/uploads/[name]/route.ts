import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serverEnv } from '@/lib/site/env'

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

/**
 * Pictures uploaded in the demo and the tests (LOCAL_UPLOADS_DIR). Production keeps pictures
 * in Cloud Storage, leaves the variable unset, and this answers 404.
 */
export async function GET(_: Request, { params }: RouteContext<'/uploads/[name]'>) {
  const dir = serverEnv().LOCAL_UPLOADS_DIR
  const { name } = await params
  // Only the names the local store writes: a UUID and an extension, never a path.
  const match = /^[0-9a-f-]{36}\.(jpg|png|webp|avif)$/.exec(name)
  if (!dir || !match) return new Response('Not found', { status: 404 })
  try {
    const bytes = await readFile(join(dir, name))
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': TYPES[match[1]!]!,
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LOCAL_DOCUMENT_NAME, ROUND_DOCUMENT_TYPES } from '@/lib/awards/document-type'
import { serverEnv } from '@/lib/site/env'

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The headers a stored file is served with, from its name alone; null for any other name. */
function headersFor(name: string): Record<string, string> | null {
  const cache = 'public, max-age=31536000, immutable'
  // Only the names the local stores write: a UUID and an extension, never a path.
  const picture = /^[0-9a-f-]{36}\.(jpg|png|webp|avif)$/.exec(name)
  if (picture) return { 'Content-Type': TYPES[picture[1]!]!, 'Cache-Control': cache }
  // A round's document: a UUID, then the name it downloads as (letters, digits, dashes).
  const document = LOCAL_DOCUMENT_NAME.exec(name)
  if (document) {
    const [, stem, type] = document as unknown as [string, string, 'pdf' | 'docx']
    return {
      'Content-Type': ROUND_DOCUMENT_TYPES[type].mime,
      'Content-Disposition': `attachment; filename="${stem}.${type}"`,
      'Cache-Control': cache,
    }
  }
  return null
}

/**
 * Pictures and award documents uploaded in the demo and the tests (LOCAL_UPLOADS_DIR).
 * Production keeps them in Cloud Storage, leaves the variable unset, and this answers 404.
 */
export async function GET(_: Request, { params }: RouteContext<'/uploads/[name]'>) {
  const dir = serverEnv().LOCAL_UPLOADS_DIR
  const { name } = await params
  const headers = headersFor(name)
  if (!dir || !headers) return new Response('Not found', { status: 404 })
  try {
    const bytes = await readFile(join(dir, name))
    return new Response(new Uint8Array(bytes), { headers })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}

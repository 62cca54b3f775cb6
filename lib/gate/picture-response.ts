import 'server-only'
import type { GatedKind } from '@/lib/content/collections'
import type { ContentImage } from '@/lib/content/fields'
import { croppedPicture } from '@/lib/content/crop-picture'
import { pictureCropOf } from '@/lib/content/picture-crops'
import { focalOf } from '@/lib/media/usage'
import { gatedDocument } from './gated-document'
import { decodeSegment } from '@/lib/site/routes'

export interface PictureParams {
  slug: string
  id: string
  picture: string
}

const NOT_FOUND = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })

/**
 * A crop of a document's lead picture (lib/content/picture-crops.ts), or of the default
 * picture when it has none or its own cannot be read. proxy.ts has already answered a wrong
 * slug or an unknown id, from the same gate as the page.
 */
export async function pictureCropResponse(
  kind: GatedKind,
  params: Promise<PictureParams>,
  read: (id: string) => Promise<{ titleSlug: string; images: readonly ContentImage[] } | null>,
  fallback: string,
): Promise<Response> {
  const { picture, ...page } = await params
  const crop = pictureCropOf(decodeSegment(picture) ?? '')
  const document = crop && (await gatedDocument(kind, Promise.resolve(page), read))
  if (!crop || !document) return NOT_FOUND()
  const own = document.images[0]
  const jpeg =
    (own && (await croppedPicture(own.imageURL, crop, focalOf(own)))) ||
    (await croppedPicture(fallback, crop))
  if (!jpeg) return NOT_FOUND()
  return new Response(Buffer.from(jpeg, 'base64'), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
    },
  })
}

import type { ContentImage } from '@/lib/content/fields'

/** Shown on a card, and used as the sharing image, for an update with no images of its own. */
export const DEFAULT_UPDATE_IMAGE = '/images/default-update.jpg'

/** The image that represents an update in cards, feeds and link previews. */
export function leadImageUrl(update: { images: readonly ContentImage[] }): string {
  return update.images[0]?.imageURL ?? DEFAULT_UPDATE_IMAGE
}

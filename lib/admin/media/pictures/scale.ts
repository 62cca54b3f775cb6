/**
 * The longest side a picture is kept at: the largest the site serves (and WordPress's
 * `big_image_size_threshold`). The browser scales a larger photo to it before sending, and the
 * server scales again whatever arrives larger.
 */
export const LARGEST_SIDE = 2560

/** The size a picture of this size is scaled to, keeping its shape, or null when it fits. */
export function scaledSize(
  width: number,
  height: number,
  largest: number = LARGEST_SIDE,
): { width: number; height: number } | null {
  const longest = Math.max(width, height)
  if (!(longest > largest)) return null
  const ratio = largest / longest
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  }
}

/** Where a picture's subject is, in percent of its width (x) and height (y) from the top left. */
export interface FocalPoint {
  x: number
  y: number
}

/** The middle: what a picture without a focal point is cropped around. */
export const CENTRE: FocalPoint = { x: 50, y: 50 }

const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value)) * 10) / 10 : 50

/** A focal point inside the picture, to one decimal of a percent. */
export function clampFocal(point: FocalPoint): FocalPoint {
  return { x: clampPercent(point.x), y: clampPercent(point.y) }
}

/**
 * The CSS object-position that keeps the focal point in view when a picture is cropped by
 * `object-fit: cover`: a percentage position puts that point of the picture at the same point
 * of the box, so the subject stays inside it whatever the box's shape.
 */
export function objectPosition(point: FocalPoint | null | undefined): string | undefined {
  if (!point) return undefined
  const { x, y } = clampFocal(point)
  return `${x}% ${y}%`
}

export interface CropRect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The largest rectangle of the aspect `targetWidth` : `targetHeight` inside a picture of
 * `width` × `height` pixels, placed as object-position would place it (so the JSON-LD crops
 * and the cards agree): centred on the focal point where it can be, pushed back inside the
 * picture at its edges.
 */
export function cropAround(
  width: number,
  height: number,
  targetWidth: number,
  targetHeight: number,
  point: FocalPoint,
): CropRect {
  const { x, y } = clampFocal(point)
  const aspect = targetWidth / targetHeight
  const cropWidth = Math.min(width, Math.round(height * aspect))
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect))
  const place = (size: number, crop: number, percent: number) =>
    Math.round(Math.min(size - crop, Math.max(0, (size * percent) / 100 - crop / 2)))
  return {
    left: place(width, cropWidth, x),
    top: place(height, cropHeight, y),
    width: cropWidth,
    height: cropHeight,
  }
}

/** A focal point moved by arrow keys: `step` percent, more with Shift. */
export function nudge(point: FocalPoint, key: string, big: boolean): FocalPoint | null {
  const step = big ? 10 : 1
  const moves: Record<string, FocalPoint> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  }
  const move = moves[key]
  return move ? clampFocal({ x: point.x + move.x, y: point.y + move.y }) : null
}

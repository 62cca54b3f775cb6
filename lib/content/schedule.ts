/**
 * Publishing on a schedule: a document is public once it is published and its `pubDate` (if
 * it has one) has come, until its `unpublishAt` (if it has one). Every cached read ends its
 * lifetime at the next of those moments, so it appears and goes without anyone acting.
 */

export interface Publishable {
  published: boolean
  /** ISO, or null: public as soon as it is published. */
  pubDate?: string | null
  /** ISO, or null: public for as long as it is published. */
  unpublishAt?: string | null
}

export function isPublicAt(doc: Publishable, now: Date): boolean {
  return (
    doc.published &&
    (!doc.pubDate || Date.parse(doc.pubDate) <= now.getTime()) &&
    (!doc.unpublishAt || now.getTime() < Date.parse(doc.unpublishAt))
  )
}

/** The moments a document goes public and comes off, for nextPublication. */
export const publicationMoments = (doc: Partial<Publishable> | null | undefined) => [
  doc?.pubDate,
  doc?.unpublishAt,
]

/** The soonest of these moments (publication or its end) still to come (ISO), or null. */
export function nextPublication(
  pubDates: readonly (string | null | undefined)[],
  now: Date,
): string | null {
  let next: number | null = null
  for (const pubDate of pubDates) {
    const at = pubDate ? Date.parse(pubDate) : Number.NaN
    if (at > now.getTime() && (next === null || at < next)) next = at
  }
  return next === null ? null : new Date(next).toISOString()
}

/**
 * How long, in whole seconds, an answer worked out at `now` may be cached when it changes at
 * `moment` (ms): half the time left, at least 1, at most `regular`. Half, not all: Next gives a
 * page the whole lifetime of a cached read it reuses, not what is left of it, so a read made
 * earlier must still leave the page stale by the moment
 * (docs/decisions/2026-11-27-lifetimes-that-end-at-a-moment.md).
 */
export function secondsUntil(moment: number | null, now: Date, regular: number): number {
  if (moment === null) return regular
  return Math.min(regular, Math.max(1, Math.floor((moment - now.getTime()) / 2000)))
}

/** A cache lifetime cut short by `secondsUntil` the next document's publication (or its end). */
export function untilPublication<L extends { revalidate: number }>(
  lifetime: L,
  next: string | null,
  now: Date,
): L {
  if (!next) return lifetime
  const seconds = secondsUntil(Date.parse(next), now, lifetime.revalidate)
  return seconds < lifetime.revalidate ? { ...lifetime, revalidate: seconds } : lifetime
}

/**
 * The lifetime of a read of one document: cut short while it waits for its publication time,
 * and left whole once that time has passed (a publication long past is no reason to read the
 * document again within the second).
 */
export function untilDocumentPublication<L extends { revalidate: number }>(
  lifetime: L,
  doc: Publishable | null,
  now: Date,
): L {
  return untilPublication(lifetime, nextPublication(publicationMoments(doc), now), now)
}

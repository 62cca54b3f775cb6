/**
 * Publishing on a schedule: a document is public once it is published and its `pubDate` (if
 * it has one) has come. Until then it is shown only in an editor's preview, and every cached
 * read that leaves it out ends its lifetime at that moment, so it appears without anyone
 * acting.
 */

export interface Publishable {
  published: boolean
  /** ISO, or null: public as soon as it is published. */
  pubDate?: string | null
}

export function isPublicAt(doc: Publishable, now: Date): boolean {
  return doc.published && (!doc.pubDate || Date.parse(doc.pubDate) <= now.getTime())
}

/** Whether a published document is waiting for its time. */
export function isScheduledAt(doc: Publishable, now: Date): boolean {
  return doc.published && !isPublicAt(doc, now)
}

/** The soonest of these publication times still to come (ISO), or null. */
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
 * A cache lifetime cut short so that it ends when the next document is published: its
 * `revalidate` is at most the seconds until then (at least 1).
 */
export function untilPublication<L extends { revalidate: number }>(
  lifetime: L,
  next: string | null,
  now: Date,
): L {
  if (!next) return lifetime
  const seconds = Math.max(1, Math.ceil((Date.parse(next) - now.getTime()) / 1000))
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
  return untilPublication(lifetime, nextPublication([doc?.pubDate], now), now)
}

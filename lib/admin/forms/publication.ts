import { storedDate } from './fields'

/**
 * The publication time a save stores (`pubDate`): a time still to come that the form asks for
 * schedules the document; otherwise a publication time already passed is kept (the document
 * stays published since then), a published document without one is published now, and a
 * draft has none. Clearing a schedule of a published document publishes it now.
 */
export function withPublicationDate(
  data: Record<string, unknown>,
  before: Record<string, unknown> | null,
  now: Date = new Date(),
): Record<string, unknown> {
  const asked = storedDate(data.pubDate)
  if (asked && asked > now) return { ...data, pubDate: asked }
  const stored = storedDate(before?.pubDate)
  if (stored && stored <= now) return { ...data, pubDate: stored }
  return { ...data, pubDate: data.published ? now : null }
}

/** When a stored document goes public, if that is still to come (ISO), else null. */
export function scheduledFor(published: boolean, pubDate: unknown, now: Date): string | null {
  const at = storedDate(pubDate)
  return published && at && at > now ? at.toISOString() : null
}

/** One row of an admin list. */
export interface ListedDocument {
  id: string
  title: string
  published: boolean
  /** When a published document goes public, if that is still to come (ISO). */
  scheduledFor: string | null
  /** The date the list sorts by (an event's start, an update's date), ISO, or null. */
  date: string | null
}

export const ADMIN_PAGE_SIZE = 20

/**
 * The rows matching `query` (every word in the title, any case or accent), newest first, and
 * the page of them asked for.
 */
export function searchDocuments(
  documents: readonly ListedDocument[],
  query: string,
  page: number,
): { rows: ListedDocument[]; page: number; pages: number; total: number } {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  const words = fold(query).split(/\s+/).filter(Boolean)
  const matching = documents
    .filter((doc) => words.every((word) => fold(doc.title).includes(word)))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title))
  const pages = Math.max(1, Math.ceil(matching.length / ADMIN_PAGE_SIZE))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  const start = (current - 1) * ADMIN_PAGE_SIZE
  return {
    rows: matching.slice(start, start + ADMIN_PAGE_SIZE),
    page: current,
    pages,
    total: matching.length,
  }
}

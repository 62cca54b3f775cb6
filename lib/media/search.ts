/** What the library's list and picker search: the words editors give a picture. */
interface Searchable {
  title: string
  alt: string
  credit: string
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Whether every word of `query` is in the picture's title, alt text or credit (any case or accent). */
export function matchesPicture(item: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean)
  const text = fold(`${item.title} ${item.alt} ${item.credit}`)
  return words.every((word) => text.includes(word))
}

/** The page asked for of the pictures matching `query`, in the order given. */
export function pageOfPictures<T extends Searchable>(
  items: readonly T[],
  query: string,
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number; total: number } {
  const matching = items.filter((item) => matchesPicture(item, query))
  const pages = Math.max(1, Math.ceil(matching.length / size))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  return {
    rows: matching.slice((current - 1) * size, current * size),
    page: current,
    pages,
    total: matching.length,
  }
}

import { pageOf } from '@/lib/content/pagination'
import { foldText } from '@/lib/content/plain-text'

/** What the library's list and picker search: the words editors give a picture. */
interface Searchable {
  title: string
  alt: string
  credit: string
}

/** Whether every word of `query` is in the picture's title, alt text or credit (any case or accent). */
export function matchesPicture(item: Searchable, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  const text = foldText(`${item.title} ${item.alt} ${item.credit}`)
  return words.every((word) => text.includes(word))
}

/** The page asked for of the pictures matching `query`, in the order given. */
export function pageOfPictures<T extends Searchable>(
  items: readonly T[],
  query: string,
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number; total: number } {
  return pageOf(
    items.filter((item) => matchesPicture(item, query)),
    page,
    size,
  )
}

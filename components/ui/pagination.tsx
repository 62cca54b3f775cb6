import Link from 'next/link'
import { pageLinks } from '@/lib/content/pagination'
import styles from './pagination.module.css'

/**
 * Links between the pages of a listing (the news, the past events): real URLs, so no
 * JavaScript is needed, with newer/older steps, numbered pages and the current page marked
 * for assistive technology.
 */
export function Pagination({
  current,
  count,
  href,
  label,
  items,
}: {
  current: number
  count: number
  /** The URL of a page; page 1 is the listing's own page. */
  href: (page: number) => string
  /** The navigation landmark's name, for example 'Pages of news'. */
  label: string
  /** What the pages hold, read after 'Newer' and 'Older' by screen readers ('news'). */
  items: string
}) {
  if (count <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Link className={styles.step} href={href(current - 1)} rel="prev">
              <span aria-hidden="true">← </span>Newer
              <span className="visually-hidden"> {items}</span>
            </Link>
          </li>
        )}
        {pageLinks(current, count).map((link, i) =>
          link === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                className={styles.page}
                href={href(link)}
                aria-current={link === current ? 'page' : undefined}
                aria-label={`Page ${link}`}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link className={styles.step} href={href(current + 1)} rel="next">
              Older<span className="visually-hidden"> {items}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

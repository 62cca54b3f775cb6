import Link from 'next/link'
import { pageLinks, updatesPageHref } from '@/lib/updates/pagination'
import styles from './updates-pagination.module.css'

/**
 * Links between the pages of the 'Previous' grid: real URLs (no JavaScript needed) with
 * previous/next, numbered pages and the current page marked for assistive technology.
 */
export function UpdatesPagination({ current, count }: { current: number; count: number }) {
  if (count <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Pages of news">
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Link className={styles.step} href={updatesPageHref(current - 1)} rel="prev">
              <span aria-hidden="true">← </span>Newer<span className="visually-hidden"> news</span>
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
                href={updatesPageHref(link)}
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
            <Link className={styles.step} href={updatesPageHref(current + 1)} rel="next">
              Older<span className="visually-hidden"> news</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

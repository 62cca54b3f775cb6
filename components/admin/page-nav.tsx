import Link from 'next/link'

/** An admin list's Previous / Page N of M / Next links, when it has more than one page. */
export function PageNav({
  label,
  page,
  pages,
  href,
}: {
  /** 'Pages of events' */
  label: string
  page: number
  pages: number
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="admin-pages">
      {page > 1 ? <Link href={href(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link href={href(page + 1)}>Next page</Link> : null}
    </nav>
  )
}

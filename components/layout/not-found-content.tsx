import Link from 'next/link'
import { MAIN_NAV } from '@/lib/site/config'
import { LinkItems } from './link-items'

/** The body of every 404: what happened and where to go instead. */
export function NotFoundContent() {
  return (
    <div className="page page--narrow">
      <h1>Page not found</h1>
      <p>
        Sorry, we can’t find that page. It may have moved, or the event or update it showed may no
        longer be online.
      </p>
      <p>You could try one of these instead:</p>
      <ul className="link-list">
        <li>
          <Link href="/">The home page</Link>
        </li>
        <LinkItems links={MAIN_NAV} />
      </ul>
    </div>
  )
}

import Link from 'next/link'
import type { ReactNode } from 'react'

/**
 * What a visitor reads when a page could not be rendered because Firestore could not be
 * reached: in the error boundary (app/(site)/error.tsx, after a navigation in the browser) and
 * in the page nginx sends with its 503 (app/(site)/unavailable).
 */
export function UnavailableMessage({ retry }: { retry: ReactNode }) {
  return (
    <div className="page page--narrow">
      <h1>This page is not available just now</h1>
      <p>
        Sorry, we couldn’t load this page. It is usually back within a minute or two, so please try
        again shortly.
      </p>
      <p>{retry}</p>
      <p>
        <Link href="/">The home page</Link>
      </p>
    </div>
  )
}

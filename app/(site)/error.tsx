'use client'

import Link from 'next/link'

/*
 * A page that could not be rendered, inside the site's own header and footer: Firestore could
 * not be reached and the page was never rendered before (every page rendered once is served
 * from the cache instead). The server (scripts/serve.mjs) answers it with 503 and Retry-After.
 * Next sends such a page as a document that JavaScript fills in, so without JavaScript it is
 * blank. Reloading asks the server again, which `reset` alone would not.
 */
export default function SiteError() {
  return (
    <div className="page page--narrow">
      <h1>This page is not available just now</h1>
      <p>
        Sorry, we couldn’t load this page. It is usually back within a minute or two, so please try
        again shortly.
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
      <p>
        <Link href="/">The home page</Link>
      </p>
    </div>
  )
}

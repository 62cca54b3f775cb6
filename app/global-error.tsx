'use client'

/* Shown only if a root layout itself fails: plain HTML in the site's words, instead of Next's
 * built-in error screen. A plain link on purpose: the app's own layout is what failed. */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en-GB">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem auto', maxWidth: '40rem' }}>
        <h1>Sorry, something went wrong</h1>
        <p>The page could not be shown just now. Please try again in a moment.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Home page</a>
      </body>
    </html>
  )
}

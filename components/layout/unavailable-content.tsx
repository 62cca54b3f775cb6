import Link from 'next/link'

/** The words of a page that could not be shown just now (Firestore unreachable). */
export function UnavailableContent({ action }: { action: React.ReactNode }) {
  return (
    <div className="page page--narrow">
      <h1>This page is not available just now</h1>
      <p>
        Sorry, we couldn’t load this page. It is usually back within a minute or two, so please try
        again shortly.
      </p>
      <p>{action}</p>
      <p>
        <Link href="/">The home page</Link>
      </p>
    </div>
  )
}

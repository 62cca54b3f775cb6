import Link from 'next/link'

/**
 * Said to an editor sent away from a page only administrators may use (the editors' page), so
 * they know why they are not on it and whom to ask.
 */
export function NeedsAdmin({ email }: { email: string }) {
  return (
    <div role="status" data-refused="admin">
      <p>
        You are signed in as <strong>{email}</strong>, an editor. The page you asked for is for
        administrators only: they invite editors and change who may edit the site.
      </p>
      <p>
        If you need someone added or their access changed, ask an administrator of the programme.
      </p>
      <p>
        <Link href="/admin">Back to the dashboard</Link>
      </p>
    </div>
  )
}

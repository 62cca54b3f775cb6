import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Admin' }

export default function AdminPage() {
  return (
    <>
      <h1>Admin</h1>
      <p>
        Content is edited in the Firebase console for this project. Changes appear on the public
        site within a minute, or at once when the editing tool calls the site’s revalidation
        endpoint.
      </p>
      <p>
        <Link href="/">Back to the public site</Link>
      </p>
    </>
  )
}

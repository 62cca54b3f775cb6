import type { Metadata } from 'next'
import Link from 'next/link'
import { EDITED_KINDS } from '@/lib/admin/collections'
import { requireRole } from '@/lib/admin/accounts/session'
import { Loading } from '@/components/admin/loading'
import { EVENTS } from '@/lib/admin/collections/events/config'
import { UPDATES } from '@/lib/admin/collections/updates/config'

export const metadata: Metadata = { title: 'Admin' }

async function Dashboard() {
  const editor = await requireRole('editor')
  return (
    <>
      <p>Signed in as {editor.email}. What would you like to edit?</p>
      <ul className="admin-choices">
        {Object.values(EDITED_KINDS).map(({ basePath, heading, summary }) => (
          <li key={basePath}>
            <Link href={basePath}>{heading}</Link>: {summary}
          </li>
        ))}
        <li>
          <Link href="/admin/activity">Activity</Link>: who changed what, and the way back to an
          earlier version; <Link href="/admin/deleted">Deleted</Link>: what was deleted in the last
          30 days.
        </li>
        {editor.role === 'admin' ? (
          <li>
            <Link href="/admin/editors">Editors</Link>: who may edit, and their roles.
          </li>
        ) : null}
      </ul>
      <p>
        Or start something new: <Link href={`${EVENTS.basePath}/new`}>add an event</Link> or{' '}
        <Link href={`${UPDATES.basePath}/new`}>add an update</Link>. Saved changes show on the
        public site at once.
      </p>
    </>
  )
}

export default function AdminPage() {
  return (
    <>
      <h1>Edit the site</h1>
      <Loading>
        <Dashboard />
      </Loading>
    </>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { HistoryTable } from '@/components/admin/history-table'
import { recentActivity, recentEditors } from '@/lib/admin/history/activity'
import { ACTIVITY_COLLECTIONS } from '@/lib/admin/collections'
import { Loading } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'Activity' }

function text(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.slice(0, 320) : ''
}

async function Activity({ searchParams }: PageProps<'/admin/activity'>) {
  const params = await searchParams
  const email = text(params.editor)
  const collection = ACTIVITY_COLLECTIONS.some((c) => c.value === params.collection)
    ? text(params.collection)
    : ''
  const [{ entries, next }, editors] = await Promise.all([
    recentActivity({ email, collection, before: text(params.before) }),
    recentEditors(),
  ])
  const older = next
    ? `/admin/activity?${new URLSearchParams({
        ...(email ? { editor: email } : {}),
        ...(collection ? { collection } : {}),
        before: next,
      })}`
    : null
  return (
    <>
      <form className="admin-filters" action="/admin/activity">
        <div className="admin-field">
          <label htmlFor="activity-editor">Editor</label>
          <select id="activity-editor" name="editor" defaultValue={email}>
            <option value="">Everyone</option>
            {editors.map((address) => (
              <option key={address} value={address}>
                {address}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="activity-collection">What</label>
          <select id="activity-collection" name="collection" defaultValue={collection}>
            <option value="">Everything</option>
            {ACTIVITY_COLLECTIONS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button className="button button--ghost admin-button" type="submit">
          Show
        </button>
      </form>
      <HistoryTable
        entries={entries}
        caption={email || collection ? 'Matching changes, newest first' : 'Changes, newest first'}
        showDocument
      />
      {older ? (
        <p>
          <Link href={older}>Older changes</Link>
        </p>
      ) : null}
    </>
  )
}

export default function ActivityPage(props: PageProps<'/admin/activity'>) {
  return (
    <>
      <h1>Activity</h1>
      <p>
        Every change made here, by whom and when. Open one to see what it changed. Deleted things
        can be brought back from <Link href="/admin/deleted">Deleted</Link>.
      </p>
      <Loading>
        <Activity {...props} />
      </Loading>
    </>
  )
}

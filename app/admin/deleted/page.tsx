import type { Metadata } from 'next'
import Link from 'next/link'
import { when } from '@/components/admin/history-table'
import { deletedDocuments, RESTORE_DELETED_DAYS } from '@/lib/admin/history/activity'
import { editedKind } from '@/lib/admin/collections'
import { restoreVersion } from '@/lib/admin/history/restore-actions'
import { Loading } from '@/components/admin/loading'
import { AdminTable } from '@/components/admin/admin-table'

export const metadata: Metadata = { title: 'Deleted' }

async function Deleted() {
  const deleted = (await deletedDocuments()).filter((e) => editedKind(e.collection))
  if (!deleted.length)
    return <p>Nothing has been deleted in the last {RESTORE_DELETED_DAYS} days.</p>
  return (
    <AdminTable className="admin-table admin-stack" columns={['What', 'Deleted', 'Restore']}>
      {deleted.map((entry) => {
        const kind = editedKind(entry.collection)
        return (
          <tr key={entry.id}>
            <td data-label="What">
              {kind?.noun}: <Link href={`/admin/history/${entry.id}`}>{entry.label}</Link>
            </td>
            <td data-label="Deleted">
              {when(entry.at)} by {entry.email}
            </td>
            <td data-label="Restore">
              {entry.restorable ? (
                <form action={restoreVersion}>
                  <input type="hidden" name="record" value={entry.id} />
                  <button className="button button--ghost admin-button" type="submit">
                    Restore “{entry.label}”
                  </button>
                </form>
              ) : (
                'No copy was kept'
              )}
            </td>
          </tr>
        )
      })}
    </AdminTable>
  )
}

export default function DeletedPage() {
  return (
    <>
      <h1>Deleted</h1>
      <p>
        What was deleted in the last {RESTORE_DELETED_DAYS} days. Restoring brings it back as it
        was, published or not, at the same address.
      </p>
      <Loading>
        <Deleted />
      </Loading>
    </>
  )
}

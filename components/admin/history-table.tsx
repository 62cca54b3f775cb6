import { changeSummary } from '@/lib/admin/history/readable-changes'
import Link from 'next/link'
import type { HistoryEntry } from '@/lib/admin/history/activity'
import { editedKind, recordNoun } from '@/lib/admin/collections'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import { AdminTable } from './admin-table'

/** '24 November 2026, 6:30pm' in London time. */
export function when(iso: string): string {
  return `${formatDate(iso, 0)}, ${formatTime(iso)}`
}

/** Recorded changes as a table: when, who, what, and a link to the version each one left. */
export function HistoryTable({
  entries,
  caption,
  showDocument,
}: {
  entries: HistoryEntry[]
  caption: string
  /** Whether to name each change's document (the activity page), or not (one document's). */
  showDocument: boolean
}) {
  if (!entries.length) return <p>No changes are recorded yet.</p>
  return (
    <AdminTable
      className="admin-table admin-stack"
      caption={caption}
      columns={showDocument ? ['When', 'Who', 'What', 'Change'] : ['When', 'Who', 'Change']}
    >
      {entries.map((entry) => {
        const kind = editedKind(entry.collection)
        return (
          <tr key={entry.id}>
            <td data-label="When">
              <Link href={`/admin/history/${entry.id}`}>{when(entry.at)}</Link>
            </td>
            <td data-label="Who">{entry.email}</td>
            {showDocument ? (
              <td data-label="What">
                {recordNoun(entry.collection)}:{' '}
                {kind && entry.action !== 'delete' ? (
                  <Link href={`${kind.basePath}/${encodeURIComponent(entry.documentId)}`}>
                    {entry.label}
                  </Link>
                ) : (
                  entry.label
                )}
              </td>
            ) : null}
            <td data-label="Change">{changeSummary(entry.action, entry.changes)}</td>
          </tr>
        )
      })}
    </AdminTable>
  )
}

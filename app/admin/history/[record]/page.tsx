import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { when } from '@/components/admin/history-table'
import { historyVersion } from '@/lib/admin/history/activity'
import { ShownValue } from '@/components/admin/shown-value'
import { describeChange } from '@/lib/admin/history/changes'
import { editedKind } from '@/lib/admin/collections'
import { readableChanges, readableVersion } from '@/lib/admin/history/readable-changes'
import { restoreVersion } from '@/lib/admin/history/restore-actions'
import { decodeSegment } from '@/lib/site/routes'
import { loadingPage } from '@/components/admin/loading'
import { AdminTable } from '@/components/admin/admin-table'

export const metadata: Metadata = { title: 'A recorded change' }

const ERRORS: Record<string, string> = {
  gone: 'That change cannot be restored: its kind of document is not edited here.',
  'no-copy': 'This change was recorded before whole versions were kept, so it cannot be restored.',
  'too-old': 'Deleted documents can be restored for 30 days; this one was deleted longer ago.',
}

async function Change({ params, searchParams }: PageProps<'/admin/history/[record]'>) {
  const id = decodeSegment((await params).record)
  const found = id === null ? null : await historyVersion(id)
  if (!found) notFound()
  const { entry, version, keptBefore } = found
  const error = ERRORS[String((await searchParams).error ?? '')]
  const kind = editedKind(entry.collection)
  const changes = readableChanges(entry.changes)
  return (
    <>
      <h1>
        {describeChange(entry.action, entry.changes)}: {entry.label}
      </h1>
      <p>
        By {entry.email}, {when(entry.at)}.{' '}
        {kind && entry.action !== 'delete' ? (
          <Link href={`${kind.basePath}/${encodeURIComponent(entry.documentId)}`}>
            Edit the {kind.noun} as it is now
          </Link>
        ) : null}
      </p>
      {error ? (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      ) : null}
      {kind && version ? (
        <form action={restoreVersion} className="admin-notice">
          <input type="hidden" name="record" value={entry.id} />
          <p>
            {entry.action === 'delete'
              ? `Restoring brings the ${kind.noun} back as it was when it was deleted.`
              : `Restoring makes the ${kind.noun} exactly as it was after this change. That is recorded too, so it can be undone.`}
          </p>
          <button className="button admin-button" type="submit">
            {entry.action === 'delete'
              ? `Restore the deleted ${kind.noun}`
              : 'Restore this version'}
          </button>
        </form>
      ) : null}
      {kind && keptBefore ? (
        <form action={restoreVersion} className="admin-notice">
          <input type="hidden" name="record" value={entry.id} />
          <input type="hidden" name="version" value="before" />
          <p>
            {`Restoring the version before makes the ${kind.noun} exactly as it was before this change, undoing it. That is recorded too.`}
          </p>
          <button className="button admin-button" type="submit">
            Restore the version before this change
          </button>
        </form>
      ) : null}
      <h2>What changed</h2>
      {changes.length ? (
        <AdminTable
          className="admin-table admin-changes admin-stack"
          columns={['Field', 'Before', 'After']}
        >
          {changes.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td data-label="Before">
                <ShownValue shown={row.before} side="before" />
              </td>
              <td data-label="After">
                <ShownValue shown={row.after} side="after" />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>No field changed.</p>
      )}
      {version ? (
        <>
          <h2>{entry.action === 'delete' ? 'The document when it was deleted' : 'This version'}</h2>
          <dl className="admin-version">
            {readableVersion(version).map((row) => (
              <div key={row.field}>
                <dt>{row.label}</dt>
                <dd>
                  <ShownValue shown={row.shown} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </>
  )
}

export default loadingPage<PageProps<'/admin/history/[record]'>>(Change)

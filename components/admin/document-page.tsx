import Link from 'next/link'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'

/** The top of an edit page: what a save did, and the way to the public page. */
export function SavedNotice({
  saved,
  restored = false,
  published,
  scheduledFor = null,
  publicPath,
  preview,
}: {
  saved: boolean
  /** Back from an earlier version, or from deletion. */
  restored?: boolean
  published: boolean
  /** When a published document goes public, if that is still to come (ISO). */
  scheduledFor?: string | null
  publicPath: string | null
  /** The admin preview route for this document, as saved (content with pages of its own). */
  preview?: { kind: 'events' | 'updates'; id: string }
}) {
  return (
    <>
      {saved || restored ? (
        <p role="status" className="admin-saved">
          {restored ? 'Restored. ' : 'Saved. '}
          {scheduledFor
            ? 'It is scheduled: only editors see it until then.'
            : published
              ? 'The public page shows it now.'
              : 'It is a draft: only editors see it.'}
        </p>
      ) : null}
      {scheduledFor ? (
        <p className="admin-notice">
          Goes on the site on {formatDate(scheduledFor, 0)} at {formatTime(scheduledFor)}, by
          itself.
        </p>
      ) : null}
      <p className="admin-links">
        {published && !scheduledFor && publicPath ? (
          <Link href={publicPath} prefetch={false}>
            View its public page
          </Link>
        ) : null}
        {/* A plain link: the route sets the preview cookie and redirects to the public page. */}
        {preview ? (
          <a href={`/admin/preview?${new URLSearchParams(preview)}`}>
            Preview it as saved{published ? '' : ' (only editors can)'}
          </a>
        ) : null}
      </p>
    </>
  )
}

/** Deleting, behind a disclosure that asks first. */
export function DeleteForm({
  id,
  noun,
  title,
  action,
}: {
  id: string
  noun: string
  title: string
  action: (formData: FormData) => Promise<void>
}) {
  return (
    <details className="admin-danger">
      <summary>Delete this {noun}</summary>
      <form action={action}>
        <input type="hidden" name="id" value={id} />
        <p>
          The {noun} and its page go at once. It can be brought back from{' '}
          <Link href="/admin/deleted">Deleted</Link> for 30 days.
        </p>
        <button className="button admin-button admin-button--danger" type="submit">
          Yes, delete “{title}”
        </button>
      </form>
    </details>
  )
}

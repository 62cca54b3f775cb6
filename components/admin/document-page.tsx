import Link from 'next/link'
import type { OffTheSite } from '@/lib/admin/documents/documents'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'

/** The top of an edit page: what a save did, and the way to the public page. */
export function SavedNotice({
  saved,
  restored = false,
  published,
  scheduledFor = null,
  unpublishAt = null,
  publicPath,
  savedNote,
  preview,
  duplicateHref,
}: {
  saved: boolean
  /** Back from an earlier version, or from deletion. */
  restored?: boolean
  published: boolean
  /** When a published document goes public, if that is still to come (ISO). */
  scheduledFor?: string | null
  /** When it comes off the site by itself, passed or not. */
  unpublishAt?: OffTheSite | null
  publicPath: string | null
  /** What a save changed, said instead of the public page's state (see `usesNote`). */
  savedNote?: string
  /** The admin preview route for this document, as saved (content with pages of its own). */
  preview?: { kind: 'events' | 'updates'; id: string }
  /** Where "Duplicate" opens a new draft copied from this document, if offered. */
  duplicateHref?: string
}) {
  return (
    <>
      {saved || restored ? (
        <p role="status" className="admin-saved">
          {restored ? 'Restored. ' : 'Saved. '}
          {savedNote
            ? savedNote
            : scheduledFor
              ? 'It is scheduled: only editors see it until then.'
              : published
                ? 'The public page shows it now.'
                : 'It is a draft: only editors see it.'}
        </p>
      ) : null}
      {published && unpublishAt ? <OffTheSiteNotice {...unpublishAt} /> : null}
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
        {duplicateHref ? <Link href={duplicateHref}>Duplicate it as a new draft</Link> : null}
      </p>
    </>
  )
}

/**
 * What saving a library picture changed: the pages that use it, or none. It has no page of its
 * own, so 'The public page shows it now' said something of a page that does not exist.
 */
export function usesNote(pages: number): string {
  if (pages === 0) return 'No page uses it yet.'
  return pages === 1
    ? 'The page that uses it shows it now.'
    : `The ${pages} pages that use it show it now.`
}

/** Above the form of a copy ("Duplicate"). */
export function CopyNote({ title }: { title: string }) {
  return (
    <p className="admin-notice" role="status">
      A copy of “{title}”, with everything but its dates. Give it its dates, then create it.
    </p>
  )
}

/** When a published document comes off the site by itself, or came off. */
function OffTheSiteNotice({ at, passed }: OffTheSite) {
  const when = `${formatDate(at, 0)} at ${formatTime(at)}`
  return (
    <p className="admin-notice">
      {passed
        ? `It came off the site on ${when}, by itself. Clear “Take off the site on” to put it back.`
        : `Comes off the site on ${when}, by itself.`}
    </p>
  )
}

/** Deleting, behind a disclosure that asks first. */
export function DeleteForm({
  collection,
  id,
  noun,
  title,
  action,
}: {
  collection: string
  id: string
  noun: string
  title: string
  action: (formData: FormData) => Promise<void>
}) {
  return (
    <details className="admin-danger">
      <summary>Delete this {noun}</summary>
      <form action={action}>
        <input type="hidden" name="collection" value={collection} />
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

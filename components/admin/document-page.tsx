import Link from 'next/link'

/** The top of an edit page: what a save did, and the way to the public page. */
export function SavedNotice({
  saved,
  published,
  publicPath,
}: {
  saved: boolean
  published: boolean
  publicPath: string | null
}) {
  return (
    <>
      {saved ? (
        <p role="status" className="admin-saved">
          Saved.{' '}
          {published ? 'The public page shows it now.' : 'It is a draft: only editors see it.'}
        </p>
      ) : null}
      {published && publicPath ? (
        <p>
          <Link href={publicPath} prefetch={false}>
            View its public page
          </Link>
        </p>
      ) : null}
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
        <p>The {noun} and its page go at once.</p>
        <button className="admin-button admin-button--danger" type="submit">
          Yes, delete “{title}”
        </button>
      </form>
    </details>
  )
}

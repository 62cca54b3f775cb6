'use client'
import Link from 'next/link'
import { useActionState, useEffect, useRef } from 'react'
import { deleteMedia } from '@/lib/admin/media/actions'

/** Deleting a library picture: refused, with where it is used, while anything uses it. */
export function DeleteMediaForm({ id, title }: { id: string; title: string }) {
  const [state, action, pending] = useActionState(deleteMedia, {})
  const refusal = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (state.message) refusal.current?.focus()
  }, [state])
  return (
    <details className="admin-danger">
      <summary>Delete this picture</summary>
      <form action={action}>
        <input type="hidden" name="id" value={id} />
        <p>
          The picture goes from the library at once. It can be brought back from{' '}
          <Link href="/admin/deleted">Deleted</Link> for 30 days.
        </p>
        {state.message ? (
          <p className="admin-alert" role="alert" tabIndex={-1} ref={refusal}>
            Not deleted. {state.message}
          </p>
        ) : null}
        <button
          className="button admin-button admin-button--danger"
          type="submit"
          disabled={pending}
        >
          Yes, delete “{title}”
        </button>
      </form>
    </details>
  )
}

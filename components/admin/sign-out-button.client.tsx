'use client'
import { removeAllUnsaved } from './unsaved/unsaved-changes'

/**
 * A plain form: signing out works without JavaScript. With it, the unsaved changes this
 * browser keeps go first; the answer's Clear-Site-Data removes them too (app/admin/sign-out).
 */
export function SignOutButton() {
  return (
    <form
      action="/admin/sign-out"
      method="post"
      className="admin-sign-out"
      onSubmit={() => removeAllUnsaved()}
    >
      <button className="button button--ghost admin-button" type="submit">
        Sign out
      </button>
    </form>
  )
}

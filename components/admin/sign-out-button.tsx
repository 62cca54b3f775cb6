/** A plain form: signing out works without JavaScript. */
export function SignOutButton() {
  return (
    <form action="/admin/sign-out" method="post" className="admin-sign-out">
      <button className="button button--ghost admin-button" type="submit">
        Sign out
      </button>
    </form>
  )
}

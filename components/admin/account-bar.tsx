import { currentEditor } from '@/lib/admin/accounts/session'
import { SignOutButton } from './sign-out-button.client'

/** Who is signed in, and the way out. */
export async function AccountBar() {
  const editor = await currentEditor()
  if (!editor) return null
  return (
    <div className="admin-account">
      <span className="admin-account__who" title={editor.email}>
        {editor.email}
        {editor.role ? ` (${editor.role})` : ''}
      </span>
      <SignOutButton />
    </div>
  )
}

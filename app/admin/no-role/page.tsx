import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignOutButton } from '@/components/admin/sign-out-button'
import { currentEditor, SIGN_IN_PATH } from '@/lib/admin/session'
import { Loading } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'No access yet' }

async function NoRole() {
  const editor = await currentEditor()
  if (!editor) redirect(SIGN_IN_PATH)
  if (editor.role) redirect('/admin')
  return (
    <>
      <p>
        You are signed in as <strong>{editor.email}</strong>, but this account cannot edit the site
        yet.
      </p>
      <p>
        Ask an administrator of the programme to give it the editor role. Once they have, reload
        this page.
      </p>
      <SignOutButton />
    </>
  )
}

export default function NoRolePage() {
  return (
    <>
      <h1>Ask an administrator for access</h1>
      <Loading>
        <NoRole />
      </Loading>
    </>
  )
}

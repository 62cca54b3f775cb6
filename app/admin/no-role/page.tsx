import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignOutButton } from '@/components/admin/sign-out-button.client'
import { NeedsAdmin } from '@/components/admin/needs-admin'
import { currentEditor, SIGN_IN_PATH } from '@/lib/admin/accounts/session'
import { Loading } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'No access yet' }

type Search = Promise<Record<string, string | string[] | undefined>>

async function NoRole({ searchParams }: { searchParams: Search }) {
  const editor = await currentEditor()
  if (!editor) redirect(SIGN_IN_PATH)
  // An editor sent from an administrators' page is told why (lib/admin/accounts/paths.ts refusedPath).
  if (editor.role === 'editor' && (await searchParams).needs === 'admin') {
    return <NeedsAdmin email={editor.email} />
  }
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

export default function NoRolePage({ searchParams }: { searchParams: Search }) {
  return (
    <>
      <h1>Ask an administrator for access</h1>
      <Loading>
        <NoRole searchParams={searchParams} />
      </Loading>
    </>
  )
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignInForm } from '@/components/admin/sign-in-form.client'
import { currentEditor } from '@/lib/admin/accounts/session'
import { firebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { Loading } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'Sign in' }

async function SignIn({ searchParams }: PageProps<'/admin/sign-in'>) {
  if (await currentEditor()) redirect('/admin')
  const config = await firebaseWebConfig()
  const signedOut = (await searchParams)['signed-out'] === '1'
  return (
    <>
      {signedOut ? <p role="status">You have signed out.</p> : null}
      {config ? (
        <SignInForm config={config} />
      ) : (
        <p className="admin-alert" role="alert">
          Sign-in is not set up: the server needs FIREBASE_WEB_API_KEY (docs/admin-and-roles.md).
        </p>
      )}
    </>
  )
}

export default function SignInPage(props: PageProps<'/admin/sign-in'>) {
  return (
    <>
      <h1>Sign in to edit the site</h1>
      <Loading>
        <SignIn {...props} />
      </Loading>
    </>
  )
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignInForm } from '@/components/admin/sign-in-form.client'
import { currentEditor } from '@/lib/admin/accounts/session'
import { Loading } from '@/components/admin/loading'
import { WithWebConfig } from '@/components/admin/with-web-config'

export const metadata: Metadata = { title: 'Sign in' }

async function SignIn({ searchParams }: PageProps<'/admin/sign-in'>) {
  if (await currentEditor()) redirect('/admin')
  const signedOut = (await searchParams)['signed-out'] === '1'
  return (
    <>
      {signedOut ? <p role="status">You have signed out.</p> : null}
      <WithWebConfig form={(config) => <SignInForm config={config} />} />
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

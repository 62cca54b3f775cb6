import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { SignInForm, type FirebaseWebConfig } from '@/components/admin/sign-in-form.client'
import { currentEditor } from '@/lib/admin/session'
import { serverEnv } from '@/lib/site/env'

export const metadata: Metadata = { title: 'Sign in' }

/** The project's web configuration, read when the page is requested, not baked into a build. */
async function webConfig(): Promise<FirebaseWebConfig | null> {
  await connection()
  const env = serverEnv()
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST
  const apiKey = env.FIREBASE_WEB_API_KEY ?? (emulatorHost ? 'demo-api-key' : undefined)
  if (!apiKey) return null
  return {
    apiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.projectId}.firebaseapp.com`,
    projectId: env.projectId,
    emulatorHost,
    google: env.ADMIN_GOOGLE_SIGN_IN === '1',
  }
}

async function SignIn({ searchParams }: PageProps<'/admin/sign-in'>) {
  if (await currentEditor()) redirect('/admin')
  const config = await webConfig()
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
      <Suspense fallback={<p>Loading…</p>}>
        <SignIn {...props} />
      </Suspense>
    </>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { ForgotPasswordForm } from '@/components/admin/forgot-password-form.client'
import { firebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { Loading } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'Forgot your password?' }

async function Form() {
  const config = await firebaseWebConfig()
  return config ? (
    <ForgotPasswordForm config={config} />
  ) : (
    <p className="admin-alert" role="alert">
      Sign-in is not set up: the server needs FIREBASE_WEB_API_KEY (docs/admin-and-roles.md).
    </p>
  )
}

/** Firebase's own password-reset e-mail, for an editor who cannot sign in. */
export default function ForgotPasswordPage() {
  return (
    <>
      <h1>Forgot your password?</h1>
      <p>
        Give the address you sign in with, and Firebase sends you a link to choose a new password.
      </p>
      <Loading>
        <Form />
      </Loading>
      <p>
        <Link href="/admin/sign-in">Back to signing in</Link>
      </p>
    </>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { ForgotPasswordForm } from '@/components/admin/forgot-password-form.client'
import { Loading } from '@/components/admin/loading'
import { WithWebConfig } from '@/components/admin/with-web-config'

export const metadata: Metadata = { title: 'Forgot your password?' }

/** Firebase's own password-reset e-mail, for an editor who cannot sign in. */
export default function ForgotPasswordPage() {
  return (
    <>
      <h1>Forgot your password?</h1>
      <p>
        Give the address you sign in with, and Firebase sends you a link to choose a new password.
      </p>
      <Loading>
        <WithWebConfig form={(config) => <ForgotPasswordForm config={config} />} />
      </Loading>
      <p>
        <Link href="/admin/sign-in">Back to signing in</Link>
      </p>
    </>
  )
}

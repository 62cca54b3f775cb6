import type { ReactNode } from 'react'
import { firebaseWebConfig, type FirebaseWebConfig } from '@/lib/admin/accounts/web-config'

/** A sign-in page's form, drawn with the project's web configuration, or why there is none. */
export async function WithWebConfig({ form }: { form: (config: FirebaseWebConfig) => ReactNode }) {
  const config = await firebaseWebConfig()
  if (config) return form(config)
  return (
    <p className="admin-alert" role="alert">
      Sign-in is not set up: the server needs FIREBASE_WEB_API_KEY (docs/admin-and-roles.md).
    </p>
  )
}

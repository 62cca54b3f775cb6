import type { Metadata } from 'next'
import { EmailAction } from '@/components/admin/email-action.client'
import { Loading } from '@/components/admin/loading'
import { WithWebConfig } from '@/components/admin/with-web-config'

export const metadata: Metadata = { title: 'Choose a password' }

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

async function Action({ searchParams }: PageProps<'/admin/email-action'>) {
  const query = await searchParams
  return (
    <WithWebConfig
      form={(config) => (
        <EmailAction config={config} mode={text(query.mode)} oobCode={text(query.oobCode)} />
      )}
    />
  )
}

/**
 * Where the links of Firebase's e-mails land (the action URL of the project's templates):
 * choosing a password after "Forgot your password?" or an invitation.
 */
export default function EmailActionPage(props: PageProps<'/admin/email-action'>) {
  return (
    <>
      <h1>Choose a password</h1>
      <Loading>
        <Action {...props} />
      </Loading>
    </>
  )
}

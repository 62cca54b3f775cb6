import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { EMAIL_ACTION_PATH } from '@/lib/admin/paths'
import { firebaseWebConfig } from '@/lib/admin/web-config'
import { Loading } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'Demo mailbox' }

/** What the Auth emulator says of each e-mail Firebase would have sent. */
const mailboxSchema = z.object({
  oobCodes: z
    .array(z.object({ email: z.string(), oobCode: z.string(), requestType: z.string() }))
    .default([]),
})

async function Mailbox() {
  const config = await firebaseWebConfig()
  // Only on the Auth emulator: a real project sends real e-mails.
  if (!config?.emulatorHost) notFound()
  const response = await fetch(
    `http://${config.emulatorHost}/emulator/v1/projects/${config.projectId}/oobCodes`,
    { cache: 'no-store' },
  )
  const mails = mailboxSchema
    .parse(await response.json())
    .oobCodes.filter((mail) => mail.requestType === 'PASSWORD_RESET')
  if (!mails.length) return <p>No e-mails yet.</p>
  return (
    <ul>
      {mails.reverse().map((mail) => (
        <li key={mail.oobCode}>
          To {mail.email}:{' '}
          <a
            href={`${EMAIL_ACTION_PATH}?${new URLSearchParams({ mode: 'resetPassword', oobCode: mail.oobCode })}`}
          >
            choose a password
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The demo's Firebase e-mails (password resets and invitations), read from the Auth
 * emulator, which sends none: each with the link the real e-mail would carry.
 */
export default function DemoMailboxPage() {
  return (
    <>
      <h1>Demo mailbox</h1>
      <p>
        The demo runs on Firebase&apos;s Auth emulator, which sends no e-mail. Here is what it would
        have sent, newest first.
      </p>
      <Loading>
        <Mailbox />
      </Loading>
    </>
  )
}

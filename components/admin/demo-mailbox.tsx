import { notFound } from 'next/navigation'
import { z } from 'zod'
import { EMAIL_ACTION_PATH } from '@/lib/admin/accounts/paths'
import { requireRole } from '@/lib/admin/accounts/session'
import { firebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { SITE } from '@/lib/site/config'

/** What the Auth emulator says of each e-mail Firebase would have sent. */
const mailboxSchema = z.object({
  oobCodes: z
    .array(z.object({ email: z.string(), oobCode: z.string(), requestType: z.string() }))
    .default([]),
})

/**
 * The demo's Firebase e-mails (password resets and invitations), read from the Auth emulator,
 * which sends none: each as the real one would read, in the words of Firebase's default
 * password-reset template, with the site's name for the project's public-facing name
 * (%APP_NAME%) and the link it would carry. For administrators only: each link sets the
 * password of its account, administrators' included.
 */
export async function DemoMailbox() {
  await requireRole('admin')
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
    <ol className="admin-mailbox">
      {mails.reverse().map((mail) => {
        const link = `${EMAIL_ACTION_PATH}?${new URLSearchParams({ mode: 'resetPassword', oobCode: mail.oobCode })}`
        return (
          <li key={mail.oobCode}>
            <article aria-labelledby={`mail-${mail.oobCode}`}>
              <h2 id={`mail-${mail.oobCode}`}>Reset your password for {SITE.name}</h2>
              <p className="admin-hint">To {mail.email}</p>
              <p>Hello,</p>
              <p>
                Follow this link to reset your {SITE.name} password for your {mail.email} account.
              </p>
              <p>
                <a href={link}>{link}</a>
              </p>
              <p>If you didn’t ask to reset your password, you can ignore this email.</p>
              <p>
                Thanks,
                <br />
                Your {SITE.name} team
              </p>
            </article>
          </li>
        )
      })}
    </ol>
  )
}

import type { Metadata } from 'next'
import { DemoMailbox } from '@/components/admin/demo-mailbox'
import { loadingPage } from '@/components/admin/loading'

export const metadata: Metadata = { title: 'Demo mailbox' }

/**
 * The demo's Firebase e-mails (password resets and invitations), read from the Auth
 * emulator, which sends none: each as it would read, with its link. Administrators only.
 */
async function Mailbox() {
  const mails = await DemoMailbox()
  return (
    <>
      <h1>Demo mailbox</h1>
      <p>
        The demo runs on Firebase&apos;s Auth emulator, which sends no e-mail. Here is what it would
        have sent, newest first.
      </p>
      {mails}
    </>
  )
}

export default loadingPage(Mailbox)

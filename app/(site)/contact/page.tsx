import type { Metadata } from 'next'
import Link from 'next/link'
import { mailto, SITE } from '@/lib/site/config'
import { ContactEmail } from '@/components/layout/contact-email'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Contact',
  description: `Get in touch with ${SITE.name} by e-mail.`,
  alternates: pageAlternates('/contact'),
}

export default function ContactPage() {
  return (
    <div className="page page--narrow">
      <h1>Contact</h1>
      <p className="lede">
        We’d love to hear from you, whether you have an idea, a question about an award or want to
        get involved.
      </p>
      <p>
        E-mail us at <ContactEmail href={mailto('Enquiry from the website')} /> and someone from the
        team will reply within five working days.
      </p>
      <p>
        Tell us your name, how best to reach you and a little about your enquiry. If you need
        information in another format, such as large print or Easy Read, just say.
      </p>
      <p>
        Looking for quick answers? Try our <Link href="/fyi">resources and questions</Link>.
      </p>
    </div>
  )
}

import type { Metadata } from 'next'
import { mailto, SITE } from '@/lib/site/config'
import { ContactEmail } from '@/components/layout/contact-email'
import { HtmlContent } from '@/components/content/html-content'
import { sitePageFor } from '@/lib/pages/queries'
import { NarrowPage } from '@/components/pages/narrow-page'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Contact',
  description: `Get in touch with ${SITE.name} by e-mail.`,
  alternates: pageAlternates('/contact'),
}

export default async function ContactPage() {
  const page = await sitePageFor('contact')
  return (
    <NarrowPage id="contact" title="Contact" lede={page.lede}>
      <p>
        E-mail us at <ContactEmail href={mailto('Enquiry from the website')} /> {page.reply}
      </p>
      {page.address ? (
        <address className="contact-address" data-testid="contact-address">
          {page.address}
        </address>
      ) : null}
      {page.accessibility ? <p>{page.accessibility}</p> : null}
      <HtmlContent html={page.more} className="" />
    </NarrowPage>
  )
}

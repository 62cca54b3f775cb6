import type { Metadata } from 'next'
import { Fragment } from 'react'
import { HtmlContent } from '@/components/content/html-content'
import { sitePageFor } from '@/lib/pages/queries'
import { SITE } from '@/lib/site/config'
import { NarrowPage } from '@/components/pages/narrow-page'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Terms and Conditions',
  description: `The terms and conditions for using the ${SITE.name} website.`,
  alternates: pageAlternates('/terms'),
}

export default async function TermsPage() {
  const page = await sitePageFor('terms')
  return (
    <NarrowPage id="terms" title="Terms and Conditions">
      {page.effective ? <p className="muted">{page.effective}</p> : null}
      {page.sections.map((section, index) => (
        <Fragment key={index}>
          <h2 id={section.anchor || undefined}>{section.heading}</h2>
          <HtmlContent html={section.body} className="" />
        </Fragment>
      ))}
    </NarrowPage>
  )
}

import type { Metadata } from 'next'
import { HtmlContent } from '@/components/content/html-content'
import { sitePageFor } from '@/lib/pages/queries'
import { mailto } from '@/lib/site/config'
import { NarrowPage } from '@/components/pages/narrow-page'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Get Involved',
  description:
    'Become a Cultural Collaborator: a volunteer role shaping arts and culture in Middlesbrough and Redcar & Cleveland. Expenses are reimbursed.',
  alternates: pageAlternates('/get-involved'),
}

export default async function GetInvolvedPage() {
  const page = await sitePageFor('get-involved')
  const apply = mailto(
    'Cultural Collaborator application',
    'A few sentences about me and why I would like to be a Cultural Collaborator:\n\n\nMy name:\nMy phone number:\nMy e-mail address:\n',
  )
  return (
    <NarrowPage id="get-involved" title="Get Involved" lede={page.lede}>
      <HtmlContent html={page.body} className="" />
      <p>
        <a className="button" href={apply}>
          {page.applyLabel}
        </a>
      </p>
    </NarrowPage>
  )
}

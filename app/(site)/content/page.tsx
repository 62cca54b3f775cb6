import type { Metadata } from 'next'
import { HtmlContent } from '@/components/content/html-content'
import { sitePageFor } from '@/lib/pages/queries'
import { PagePreviewBar } from '@/components/pages/page-preview-bar'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Content',
  description: 'Find stories, films and resources from Creative Communities.',
  alternates: pageAlternates('/content'),
}

/** A placeholder until the programme's films and stories have a home of their own. */
export default async function ContentPage() {
  const page = await sitePageFor('content')
  return (
    <div className="page page--narrow">
      <PagePreviewBar id="content" />
      <h1>Content</h1>
      {page.lede ? <p className="lede">{page.lede}</p> : null}
      <HtmlContent html={page.body} className="link-lists" />
    </div>
  )
}

import type { Metadata } from 'next'
import { HtmlContent } from '@/components/content/html-content'
import { sitePageFor } from '@/lib/pages/queries'
import { NarrowPage } from '@/components/pages/narrow-page'
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
    <NarrowPage id="content" title="Content" lede={page.lede}>
      <HtmlContent html={page.body} className="link-lists" />
    </NarrowPage>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Content',
  description: 'Find stories, films and resources from Creative Communities.',
  alternates: pageAlternates('/content'),
}

export default function ContentPage() {
  return (
    <div className="page page--narrow">
      <h1>Content</h1>
      <p className="lede">
        We’re gathering films, photos and stories from our projects into one place. Until then, you
        can find them here:
      </p>
      <ul className="link-list">
        <li>
          <Link href="/events">Showcase</Link>: what’s on now, what’s coming up and what’s been.
        </li>
        <li>
          <Link href="/updates">News</Link>: stories, award announcements and opportunities.
        </li>
        <li>
          <Link href="/fyi">Resources</Link>: our dictionary of community arts terms and answers to
          common questions.
        </li>
      </ul>
    </div>
  )
}

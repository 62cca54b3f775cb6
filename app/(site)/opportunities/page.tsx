import type { Metadata } from 'next'
import Link from 'next/link'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Opportunities',
  description: 'Awards, volunteering and ways to take part in Creative Communities.',
  alternates: pageAlternates('/opportunities'),
}

export default function OpportunitiesPage() {
  return (
    <div className="page page--narrow">
      <h1>Opportunities</h1>
      <p className="lede">There are no open calls listed here at the moment.</p>
      <p>You can still take part:</p>
      <ul className="link-list">
        <li>
          <Link href="/creative-communities-awards">Creative Community Awards</Link>: funding for
          community groups and artists.
        </li>
        <li>
          <Link href="/get-involved">Become a Cultural Collaborator</Link>: a volunteer role, with
          expenses reimbursed.
        </li>
        <li>
          <Link href="/updates">News</Link>: new opportunities are announced here first.
        </li>
      </ul>
    </div>
  )
}

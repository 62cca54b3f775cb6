import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense, type ReactNode } from 'react'
import { AccountBar } from '@/components/admin/account-bar'
import '../globals.css'
import './admin.css'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
}

/** The admin area's own root layout: none of the public site's chrome or code. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="admin">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="admin-header">
          <p className="admin-header__title">
            <Link href="/admin">Creative Communities: editing</Link>
          </p>
          <nav aria-label="Admin">
            <ul>
              <li>
                <Link href="/admin/events">Events</Link>
              </li>
              <li>
                <Link href="/admin/updates">Updates</Link>
              </li>
              <li>
                <Link href="/admin/dictionary">Dictionary</Link>
              </li>
              <li>
                <Link href="/admin/questions">Questions</Link>
              </li>
              <li>
                <Link href="/admin/staff">Staff</Link>
              </li>
              <li>
                <Link href="/admin/activity">Activity</Link>
              </li>
              <li>
                <Link href="/" prefetch={false}>
                  Public site
                </Link>
              </li>
            </ul>
          </nav>
          <Suspense fallback={null}>
            <AccountBar />
          </Suspense>
        </header>
        <main id="main" className="admin-main">
          {children}
        </main>
      </body>
    </html>
  )
}

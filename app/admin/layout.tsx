import type { Metadata } from 'next'
import Link from 'next/link'
import { connection } from 'next/server'
import { Suspense, type ReactNode } from 'react'
import { AccountBar } from '@/components/admin/account-bar'
import { MainNav } from '@/components/layout/main-nav.client'
import { EDITED_KINDS } from '@/lib/admin/collections'
import '@/app/globals.css'
import './admin.css'

/** Each collection under the public site's name for it, then the history and the way out. */
const NAV = [
  ...Object.values(EDITED_KINDS).map(({ basePath, heading }) => ({
    href: basePath,
    label: heading,
  })),
  { href: '/admin/activity', label: 'Activity' },
  { href: '/', label: 'Public site' },
]

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
}

// Allowed to wait for the request (below): every admin page is about the editor asking.
export const instant = false

/**
 * The admin area's own root layout: none of the public site's chrome or code. Rendered for
 * each request, with no static shell: its scripts then carry the nonce of the request's
 * Content-Security-Policy (proxy.ts), which a shell built ahead could not (vercel/next.js#89754).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await connection()
  return (
    <html lang="en-GB">
      <body className="admin">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="admin-header">
          <p className="admin-header__title">
            <Link href="/admin">
              <span className="admin-header__long">Creative Communities: editing</span>
              <span className="admin-header__short">Editing</span>
            </Link>
          </p>
          <MainNav label="Admin" links={NAV} />
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

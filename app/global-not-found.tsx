import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SITE } from '@/lib/site'
import './globals.css'

export const metadata: Metadata = {
  title: `Page not found | ${SITE.name}`,
  robots: { index: false },
}

/** The 404 for paths that match no route at all (the site has two root layouts). */
export default function GlobalNotFound() {
  return (
    <html lang="en-GB">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <NotFoundContent />
        </main>
        <SiteFooter />
      </body>
    </html>
  )
}

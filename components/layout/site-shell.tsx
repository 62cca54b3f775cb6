import type { ReactNode } from 'react'
import { PagePreviewBar } from '@/components/pages/page-preview-bar'
import { ScrollToTop } from './scroll-to-top.client'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The public site's document: skip link, header, main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* The footer has no page of its own: its preview is said across whichever page shows it. */}
        <PagePreviewBar id="footer" />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
      </body>
    </html>
  )
}

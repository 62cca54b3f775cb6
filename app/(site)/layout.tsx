import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { ScrollToTop } from '@/components/layout/scroll-to-top.client'
import { SiteHeader } from '@/components/layout/site-header'
import { SITE, SITE_URL } from '@/lib/site'
import '../globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: SITE.name, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: { siteName: SITE.name, locale: SITE.locale, type: 'website' },
  alternates: {
    types: {
      'application/rss+xml': [{ url: '/updates/feed.xml', title: `${SITE.name}: news` }],
      'application/atom+xml': [{ url: '/updates/atom.xml', title: `${SITE.name}: news` }],
    },
  },
}

export const viewport: Viewport = {
  themeColor: '#5b2a86',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
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

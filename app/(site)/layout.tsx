import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteShell } from '@/components/layout/site-shell'
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
  return <SiteShell>{children}</SiteShell>
}

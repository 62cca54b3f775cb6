import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteShell } from '@/components/layout/site-shell'
import { BASE_OPEN_GRAPH, FEED_LINKS } from '@/lib/site/metadata'
import { SITE, SITE_URL } from '@/lib/site/config'
import '../globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: SITE.name, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: { ...BASE_OPEN_GRAPH, type: 'website' },
  twitter: { card: 'summary_large_image' },
  alternates: { types: FEED_LINKS },
}

export const viewport: Viewport = {
  themeColor: '#5b2a86',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}

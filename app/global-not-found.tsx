import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteShell } from '@/components/layout/site-shell'
import { SITE } from '@/lib/site/config'
import './globals.css'

export const metadata: Metadata = {
  title: `Page not found | ${SITE.name}`,
  robots: { index: false },
}

/** The 404 for paths that match no route at all (the site has two root layouts). */
export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}

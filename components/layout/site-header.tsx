import { Picture } from '@/components/ui/picture'
import Link from 'next/link'
import { MAIN_NAV, SITE } from '@/lib/site/config'
import { MainNav } from './main-nav.client'

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo">
          <Picture src="/logo.svg" alt={`${SITE.name}, home`} width={220} height={56} preload />
        </Link>
        <MainNav links={MAIN_NAV} />
      </div>
    </header>
  )
}

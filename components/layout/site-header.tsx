import Image from 'next/image'
import Link from 'next/link'
import { MAIN_NAV, SITE } from '@/lib/site/config'
import { MainNav } from './main-nav.client'

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo">
          <Image src="/logo.svg" alt={`${SITE.name}, home`} width={220} height={56} priority />
        </Link>
        <MainNav links={MAIN_NAV} />
      </div>
    </header>
  )
}

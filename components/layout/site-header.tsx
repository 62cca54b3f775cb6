import { Picture } from '@/components/ui/picture'
import Link from 'next/link'
import { MAIN_NAV, SITE } from '@/lib/site/config'
import { SearchForm } from '@/components/search/search-form'
import { MainNav } from './main-nav.client'

// Without JavaScript the Menu button cannot open the links: they stay in view, wrapping
// below the logo on a phone rather than running off its edge. Browsers that run scripts
// treat <noscript> as text.
const NO_SCRIPT_NAV =
  '.main-nav__toggle{display:none!important}' +
  '.site-header__inner{flex-wrap:wrap!important}' +
  '.main-nav__list{display:flex!important;position:static!important}'

export function SiteHeader() {
  return (
    <>
      <header className="site-header">
        <noscript>
          <style>{NO_SCRIPT_NAV}</style>
        </noscript>
        <div className="site-header__inner">
          <Link href="/" className="site-header__logo">
            <Picture src="/logo.svg" alt={`${SITE.name}, home`} width={220} height={56} preload />
          </Link>
          <MainNav links={MAIN_NAV} />
        </div>
      </header>
      {/* A strip of its own below the header, so the header stays one short row on a phone and
        the box needs no menu or JavaScript to be reached. */}
      <div className="site-search">
        <SearchForm id="site-search-q" />
      </div>
    </>
  )
}

import { Picture } from '@/components/ui/picture'
import { defaultPage } from '@/lib/pages/content'
import { sitePageFor } from '@/lib/pages/queries'
import { FOOTER_NAV, SOCIAL_WINDOW } from '@/lib/site/config'
import { LinkItems } from './link-items'
import { SocialIcon } from './social-icon'

/**
 * The footer of every page: its links, and the social links, funders and note editors keep in
 * the `footer` page. Around every page, so it never fails one: when Firestore cannot be read
 * and nothing is cached, it shows its defaults. An editor's preview of unsaved changes to it
 * shows them here, on whichever page the preview opens.
 */
export async function SiteFooter() {
  const footer = await sitePageFor('footer').catch(() => defaultPage('footer'))
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            <LinkItems links={FOOTER_NAV} />
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label="Follow us">
          {footer.social.map((link) => (
            <li key={`${link.icon} ${link.href}`}>
              <a href={link.href} target={SOCIAL_WINDOW} rel="noopener">
                <SocialIcon name={link.icon} />
                <span className="visually-hidden">{link.label} (opens in a separate window)</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__funders" aria-label="Our funders">
          {footer.funders.map((funder) => (
            <li key={`${funder.name} ${funder.href}`}>
              <a href={funder.href} target={SOCIAL_WINDOW} rel="noopener">
                <Picture
                  src={funder.logo}
                  alt={funder.alt}
                  width={funder.width}
                  height={funder.height}
                />
              </a>
            </li>
          ))}
        </ul>
        {footer.note ? <p className="site-footer__small">{footer.note}</p> : null}
      </div>
    </footer>
  )
}

import { Picture } from '@/components/ui/picture'
import { FOOTER_NAV, FUNDERS, SITE, SOCIAL_LINKS, SOCIAL_WINDOW } from '@/lib/site/config'
import { LinkItems } from './link-items'
import { SocialIcon } from './social-icon'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            <LinkItems links={FOOTER_NAV} />
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label="Follow us">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.icon}>
              <a href={link.href} target={SOCIAL_WINDOW} rel="noopener">
                <SocialIcon name={link.icon} />
                <span className="visually-hidden">{link.label} (opens in a separate window)</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__funders" aria-label="Our funders">
          {FUNDERS.map((funder) => (
            <li key={funder.name}>
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
        <p className="site-footer__small">
          {SITE.name} is part of a national creative engagement programme funded by Arts Council
          England. Content © {SITE.name}.
        </p>
      </div>
    </footer>
  )
}

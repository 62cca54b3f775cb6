import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '@/components/about/about.module.css'
import { LogoStrip, OrganisationList } from '@/components/about/organisation-list'
import { StaffProfiles } from '@/components/about/staff-profiles'
import { AwardsGrid } from '@/components/awards/awards-grid'
import { Disclosure } from '@/components/ui/disclosure.client'
import { DisclosureNoScript } from '@/components/ui/disclosure-noscript'
import { HtmlContent } from '@/components/content/html-content'
import { getAwardsView } from '@/lib/awards/queries'
import { sitePageFor } from '@/lib/pages/queries'
import { getStaffProfiles } from '@/lib/staff/queries'
import { SITE } from '@/lib/site/config'
import { PagePreviewBar } from '@/components/pages/page-preview-bar'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'About',
  description: `Who we are: the consortium, partners and team behind ${SITE.name}.`,
  alternates: pageAlternates('/about'),
}

export default async function AboutPage() {
  const [staff, about, awards] = await Promise.all([
    getStaffProfiles(),
    sitePageFor('about'),
    getAwardsView(),
  ])
  // The round open now, or the next to open, or else the last: its theme, count and amounts.
  const round = awards.current
  return (
    <div className="page">
      <PagePreviewBar id="about" />
      <DisclosureNoScript />
      <header className={styles.hero} data-layout="about-heading">
        <div>
          <h1>About</h1>
          <p className={styles.heroLede}>{about.lede}</p>
        </div>
        <ul className={styles.heroFacts} aria-label="At a glance">
          <li>
            <strong>2</strong> local areas: {SITE.areas.join(' and ')}
          </li>
          {round?.totalAwards ? (
            <li>
              <strong>{round.totalAwards}</strong> Creative Community Awards this round
            </li>
          ) : null}
          <li>
            <strong>{about.consortium.length + about.partners.length}</strong> local organisations
            working together
          </li>
        </ul>
      </header>

      <div className={styles.block}>
        <Disclosure summary="How Creative Communities works" headingLevel={2} variant="section">
          <HtmlContent html={about.howItWorks} className="" />
        </Disclosure>
      </div>

      <section className={styles.block} aria-labelledby="consortium-heading">
        <h2 id="consortium-heading">Consortium members</h2>
        {about.consortiumIntro ? <p>{about.consortiumIntro}</p> : null}
        <OrganisationList organisations={about.consortium} />
      </section>

      <section className={styles.block} aria-labelledby="partners-heading">
        <h2 id="partners-heading">Partners</h2>
        {about.partnersIntro ? <p>{about.partnersIntro}</p> : null}
        <OrganisationList organisations={about.partners} />
      </section>

      <section className={styles.block} aria-labelledby="team-heading">
        <h2 id="team-heading">Our team</h2>
        <StaffProfiles staff={staff} />
      </section>

      <section className={styles.awardsBlock} aria-labelledby="about-awards-heading">
        <h2 id="about-awards-heading">Creative Community Awards</h2>
        {round ? (
          <>
            <p>
              {round.totalAwards ? `${round.totalAwards} awards` : 'Awards'} for projects
              {round.theme ? ` on the theme ‘${round.theme}’` : ''}, made with people who live in{' '}
              {SITE.areas.join(' and ')}.
            </p>
            <AwardsGrid labelledBy="about-awards-heading" amounts={round.amounts} />
          </>
        ) : (
          <p>
            Awards for projects made with people who live in {SITE.areas.join(' and ')}, in rounds
            we announce in our news.
          </p>
        )}
        <p>
          {/* Not 'How to apply': between rounds there is nothing to apply to. */}
          <Link className="button" href="/creative-communities-awards">
            The awards, rounds and rules
          </Link>
        </p>
      </section>

      <section className={styles.block} aria-labelledby="logos-heading">
        <h2 id="logos-heading" className="visually-hidden">
          Working together
        </h2>
        <LogoStrip organisations={[...about.consortium, ...about.partners]} />
      </section>
    </div>
  )
}

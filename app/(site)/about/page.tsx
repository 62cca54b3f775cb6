import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '@/components/about/about.module.css'
import { LogoStrip, OrganisationList } from '@/components/about/organisation-list'
import { StaffProfiles } from '@/components/about/staff-profiles'
import { AwardsGrid } from '@/components/awards/awards-grid'
import { Disclosure } from '@/components/ui/disclosure.client'
import { DisclosureNoScript } from '@/components/ui/disclosure-noscript'
import { CONSORTIUM, PARTNERS } from '@/lib/about/organisations'
import { AWARDS } from '@/lib/awards/facts.mjs'
import { getStaffProfiles } from '@/lib/staff/queries'
import { SITE } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'About',
  description: `Who we are: the consortium, partners and team behind ${SITE.name}.`,
  alternates: pageAlternates('/about'),
}

export default async function AboutPage() {
  const staff = await getStaffProfiles()
  return (
    <div className="page">
      <DisclosureNoScript />
      <header className={styles.hero} data-layout="about-heading">
        <div>
          <h1>About</h1>
          <p className={styles.heroLede}>{SITE.description}</p>
        </div>
        <ul className={styles.heroFacts} aria-label="At a glance">
          <li>
            <strong>2</strong> local areas: {SITE.areas.join(' and ')}
          </li>
          <li>
            <strong>{AWARDS.totalAwards}</strong> Creative Community Awards this round
          </li>
          <li>
            <strong>{CONSORTIUM.length + PARTNERS.length}</strong> local organisations working
            together
          </li>
        </ul>
      </header>

      <div className={styles.block}>
        <Disclosure summary="How Creative Communities works" headingLevel={2} variant="section">
          <p>
            {SITE.name} is one of a national family of creative engagement programmes funded by Arts
            Council England. Our job is to put decisions about arts and culture in the hands of the
            people who live here.
          </p>
          <p>
            A consortium of local organisations runs the programme. Residents who volunteer as{' '}
            <Link href="/get-involved">Cultural Collaborators</Link> help choose what happens: they
            visit events, meet artists and sit on the panel that decides the{' '}
            <Link href="/creative-communities-awards">Creative Community Awards</Link>.
          </p>
          <p>
            Arts Council England extended our funding to {AWARDS.fundingExtendedTo}, and we bid to
            continue in {AWARDS.nextBidPeriod}.
          </p>
        </Disclosure>
      </div>

      <section className={styles.block} aria-labelledby="consortium-heading">
        <h2 id="consortium-heading">Consortium members</h2>
        <p>Four local organisations share the running of the programme.</p>
        <OrganisationList organisations={CONSORTIUM} />
      </section>

      <section className={styles.block} aria-labelledby="partners-heading">
        <h2 id="partners-heading">Partners</h2>
        <p>We also work closely with organisations rooted in their neighbourhoods.</p>
        <OrganisationList organisations={PARTNERS} />
      </section>

      <section className={styles.block} aria-labelledby="team-heading">
        <h2 id="team-heading">Our team</h2>
        <StaffProfiles staff={staff} />
      </section>

      <section className={styles.awardsBlock} aria-labelledby="about-awards-heading">
        <h2 id="about-awards-heading">Creative Community Awards</h2>
        <p>
          {AWARDS.totalAwards} awards for projects on the theme ‘{AWARDS.theme}’, made with people
          who live in {SITE.areas.join(' and ')}.
        </p>
        <AwardsGrid labelledBy="about-awards-heading" />
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
        <LogoStrip organisations={[...CONSORTIUM, ...PARTNERS]} />
      </section>
    </div>
  )
}

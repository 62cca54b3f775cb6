import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { AwardsGrid } from '@/components/awards/awards-grid'
import { AwardsQuestions } from '@/components/awards/awards-questions'
import { ContactEmail } from '@/components/layout/contact-email'
import { RoundSwitch } from '@/components/awards/round-switch.client'
import { DownloadsList } from '@/components/awards/downloads-list'
import styles from '@/components/awards/awards.module.css'
import { DisclosureNoScript } from '@/components/ui/disclosure-noscript'
import { JsonLd } from '@/components/ui/json-ld'
import { AWARDS_DOWNLOADS } from '@/lib/awards/downloads'
import { AWARDS, formatPounds } from '@/lib/awards/facts.mjs'
import { AWARDS_QUESTIONS } from '@/lib/awards/faq'
import { currentRoundState } from '@/lib/awards/round-state'
import { faqPageJsonLd } from '@/lib/questions/structured-data'
import { mailto, SITE } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'

const PATH = '/creative-communities-awards'
const AREAS = AWARDS.areas.join(' and ')

export const metadata: Metadata = {
  title: 'Creative Community Awards',
  description: `${AWARDS.totalAwards} awards of up to ${formatPounds(15000)} for community groups and artists in ${AREAS}: the rules, figures and forms of the ${AWARDS.round} round (deadline ${AWARDS.deadlineText}).`,
  alternates: pageAlternates(PATH),
}

export default async function AwardsPage() {
  const round = await currentRoundState()
  const deadline = <time dateTime={AWARDS.deadlineIso}>{AWARDS.deadlineText}</time>
  const whenOpen = (open: ReactNode, closed: ReactNode) => (
    <RoundSwitch deadlineIso={AWARDS.deadlineIso} initial={round} open={open} closed={closed} />
  )
  const apply = mailto(
    `${AWARDS.name} application`,
    'Please find my completed application form attached.\n\nLead applicant:\nProject title:\n',
  )
  return (
    <div className="page">
      <JsonLd
        data={faqPageJsonLd({
          name: `${AWARDS.name}: questions and answers`,
          path: PATH,
          items: AWARDS_QUESTIONS.map((q) => ({
            question: q.question,
            answer: q.answer.join(' '),
          })),
        })}
      />
      <DisclosureNoScript />
      <h1>Creative Community Awards</h1>
      <p className="lede">
        {AWARDS.totalAwards} awards for community-led, artist-led and legacy projects that bring
        people together in {AREAS}. This round’s theme is <strong>‘{AWARDS.theme}’</strong>: what
        could your street, estate, park or high street become if you imagined it together?
      </p>
      {whenOpen(
        <p className={styles.round} data-round="open">
          Applications are open until <strong>{deadline}</strong>.
        </p>,
        <p className={styles.round} data-round="closed">
          The {AWARDS.round} round closed at <strong>{deadline}</strong>. Its rules and figures stay
          here as the record of that round; our <Link href="/updates">news</Link> will say when the
          next one opens.
        </p>,
      )}

      <dl className={styles.facts}>
        <div>
          <dt>Deadline</dt>
          <dd>{whenOpen(deadline, <>Closed at {deadline}</>)}</dd>
        </div>
        <div>
          <dt>Awards</dt>
          <dd>{AWARDS.totalAwards} in total, all amounts including VAT</dd>
        </div>
        <div>
          <dt>How to apply</dt>
          <dd>On the official application form, by e-mail only</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>Awards are paid by {AWARDS.paidBy}</dd>
        </div>
      </dl>

      <section className="section" aria-labelledby="awards-on-offer">
        <h2 id="awards-on-offer">Awards on offer</h2>
        <AwardsGrid labelledBy="awards-on-offer" />
      </section>

      <section className="section prose" aria-labelledby="strands-heading">
        <h2 id="strands-heading">Three community strands</h2>
        <p>Community-led awards are offered in three strands. Tell us which one is yours.</p>
        <ul className={styles.strands}>
          {AWARDS.strands.map((strand) => (
            <li key={strand.name}>
              <strong>{strand.name}</strong>: {strand.summary}
            </li>
          ))}
        </ul>
      </section>

      <section className="section prose" aria-labelledby="rules-heading">
        <h2 id="rules-heading">Who can apply</h2>
        <ul>
          <li>
            Residents, informal groups, community organisations, charities and artists. You do not
            need to have applied for funding before.
          </li>
          <li>
            Each application has <strong>one lead applicant</strong>, whose name must match the name
            on the bank account the award is paid into.
          </li>
          <li>
            The community participants taking part in your project must{' '}
            <strong>live in {AREAS}</strong>.
          </li>
        </ul>
      </section>

      <section className="section prose" aria-labelledby="apply-heading">
        <h2 id="apply-heading">How to apply</h2>
        <p>
          Read the guidelines, fill in the <strong>official application form</strong> and e-mail it
          to <ContactEmail href={apply} />. We only accept applications on the official form, by
          e-mail.
        </p>
        <p>
          The deadline is <strong>{AWARDS.deadlineText}</strong>. Late applications will be
          disregarded, so please leave time for anything going wrong with your e-mail.
        </p>
        <p>
          Successful applicants will be paid by {AWARDS.paidBy}. If you need the form in another
          format, or would like help to apply, <Link href="/contact">contact us</Link> well before
          the deadline.
        </p>
        {whenOpen(
          <p>
            <a className="button" href={apply}>
              E-mail your application
            </a>
          </p>,
          <p>
            <strong>This round is closed</strong>: applications are no longer accepted.
          </p>,
        )}
      </section>

      <section className="section" aria-labelledby="downloads-heading">
        <h2 id="downloads-heading">Downloads</h2>
        <DownloadsList downloads={AWARDS_DOWNLOADS} />
      </section>

      <section className="section prose" aria-labelledby="future-heading">
        <h2 id="future-heading">The future of the programme</h2>
        <p>
          Arts Council England extended our funding to {AWARDS.fundingExtendedTo}, and we bid to
          continue {SITE.name} in {AWARDS.nextBidPeriod}. Follow our{' '}
          <Link href="/updates">news</Link> to hear about future rounds.
        </p>
      </section>

      <section className="section prose" aria-labelledby="questions-heading">
        <h2 id="questions-heading">Questions and answers</h2>
        <AwardsQuestions questions={AWARDS_QUESTIONS} />
      </section>
    </div>
  )
}

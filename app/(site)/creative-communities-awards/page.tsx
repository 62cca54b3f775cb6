import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { AwardsGrid } from '@/components/awards/awards-grid'
import { AwardsQuestions } from '@/components/awards/awards-questions'
import { ContactEmail } from '@/components/layout/contact-email'
import { RoundSwitch } from '@/components/awards/round-switch.client'
import { RoundDownloads } from '@/components/awards/round-downloads'
import { PastRounds } from '@/components/awards/past-rounds'
import { PagePreviewBar } from '@/components/pages/page-preview-bar'
import styles from '@/components/awards/awards.module.css'
import { HtmlContent } from '@/components/content/html-content'
import { DisclosureNoScript } from '@/components/ui/disclosure-noscript'
import { JsonLd } from '@/components/ui/json-ld'
import { formatPounds, formatRoundMoment, topAmount } from '@/lib/awards/display'
import { getAwardsView } from '@/lib/awards/queries'
import type { AwardRound } from '@/lib/awards/schema'
import type { SanitizedHtml } from '@/lib/content/fields'
import { htmlText } from '@/lib/content/plain-text'
import { sitePageFor } from '@/lib/pages/queries'
import { faqPageJsonLd } from '@/lib/questions/structured-data'
import { mailto, SITE } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'

const PATH = '/creative-communities-awards'
const NAME = 'Creative Community Awards'
const AREAS = SITE.areas.join(' and ')

export async function generateMetadata(): Promise<Metadata> {
  const { current } = await getAwardsView()
  const top = current ? topAmount(current.amounts) : null
  const awards = current?.totalAwards ? `${current.totalAwards} awards` : 'Awards'
  return {
    title: NAME,
    description: current
      ? `${awards}${top ? ` of up to ${formatPounds(top)}` : ''} for community groups and artists in ${AREAS}: the rules, figures and forms of the ${current.name} (deadline ${formatRoundMoment(current.closesAt)}).`
      : `Awards for community groups and artists in ${AREAS}: rounds, rules and forms.`,
    alternates: pageAlternates(PATH),
  }
}

/**
 * The round a visitor needs (getAwardsView), with the programme's own words around it: the
 * `awards` page (lib/pages), whose lede stands in for a round's and whose text is the future of
 * the programme.
 */
export default async function AwardsPage() {
  const [{ current, state, next, past }, page] = await Promise.all([
    getAwardsView(),
    sitePageFor('awards'),
  ])
  return (
    <div className="page">
      <PagePreviewBar id="awards" />
      <DisclosureNoScript />
      <h1>{NAME}</h1>
      {current && state ? (
        <CurrentRound round={current} state={state} next={next}>
          <FutureOfTheProgramme html={page.body} />
        </CurrentRound>
      ) : (
        <>
          {page.lede ? <p className="lede">{page.lede}</p> : null}
          <p className={styles.round} data-round="none">
            There is no round at the moment. Our <Link href="/updates">news</Link> will say when the
            next one opens.
          </p>
          <FutureOfTheProgramme html={page.body} />
        </>
      )}
      <PastRounds rounds={past} documents={!current} />
    </div>
  )
}

/**
 * The round open now, or the next to open, or the last to close: its rules, figures and forms,
 * with `children` (the programme's own section) before its questions, as the page always read.
 */
function CurrentRound({
  round,
  state,
  next,
  children,
}: {
  round: AwardRound
  state: NonNullable<Awaited<ReturnType<typeof getAwardsView>>['state']>
  next: AwardRound | null
  children: ReactNode
}) {
  const opens = <time dateTime={round.opensAt}>{formatRoundMoment(round.opensAt)}</time>
  const deadline = <time dateTime={round.closesAt}>{formatRoundMoment(round.closesAt)}</time>
  const byState = (upcoming: ReactNode, open: ReactNode, closed: ReactNode) => (
    <RoundSwitch
      opensAt={round.opensAt}
      closesAt={round.closesAt}
      initial={state}
      upcoming={upcoming}
      open={open}
      closed={closed}
    />
  )
  const apply = mailto(
    `${NAME} application`,
    'Please find my completed application form attached.\n\nLead applicant:\nProject title:\n',
  )
  return (
    <>
      <JsonLd
        data={faqPageJsonLd({
          name: `${NAME}: questions and answers`,
          path: PATH,
          items: round.questions.map((q) => ({ question: q.question, answer: htmlText(q.answer) })),
        })}
      />
      <p className="lede">
        {round.totalAwards ? `${round.totalAwards} awards` : 'Awards'} for community-led, artist-led
        and legacy projects that bring people together in {AREAS}.
        {round.theme ? (
          <>
            {' '}
            This round’s theme is <strong>‘{round.theme}’</strong>: what could your street, estate,
            park or high street become if you imagined it together?
          </>
        ) : null}
      </p>
      {byState(
        <p className={styles.round} data-round="upcoming">
          The {round.name} opens for applications at <strong>{opens}</strong> and closes at{' '}
          <strong>{deadline}</strong>.
        </p>,
        <p className={styles.round} data-round="open">
          Applications are open until <strong>{deadline}</strong>.
        </p>,
        <p className={styles.round} data-round="closed">
          The {round.name} closed at <strong>{deadline}</strong>. Its rules and figures stay here as
          the record of that round
          {next ? (
            '.'
          ) : (
            <>
              ; our <Link href="/updates">news</Link> will say when the next one opens.
            </>
          )}
        </p>,
      )}
      {next ? (
        <p className={styles.next} data-next-round="">
          The next round, the {next.name}, opens at{' '}
          <strong>
            <time dateTime={next.opensAt}>{formatRoundMoment(next.opensAt)}</time>
          </strong>
          .
        </p>
      ) : null}

      <dl className={styles.facts}>
        <div>
          <dt>Deadline</dt>
          <dd>{byState(deadline, deadline, <>Closed at {deadline}</>)}</dd>
        </div>
        <div>
          <dt>Opens</dt>
          <dd>{opens}</dd>
        </div>
        {round.totalAwards ? (
          <div>
            <dt>Awards</dt>
            <dd>{round.totalAwards} in total, all amounts including VAT</dd>
          </div>
        ) : null}
        <div>
          <dt>How to apply</dt>
          <dd>On the official application form, by e-mail only</dd>
        </div>
        {round.paidBy ? (
          <div>
            <dt>Payment</dt>
            <dd>Awards are paid by {round.paidBy}</dd>
          </div>
        ) : null}
      </dl>

      {round.amounts.length ? (
        <section className="section" aria-labelledby="awards-on-offer">
          <h2 id="awards-on-offer">Awards on offer</h2>
          <AwardsGrid labelledBy="awards-on-offer" amounts={round.amounts} />
        </section>
      ) : null}

      {htmlText(round.eligibility) ? (
        <section className="section prose" aria-labelledby="rules-heading">
          <h2 id="rules-heading">Who can apply</h2>
          <HtmlContent html={round.eligibility} className="" />
        </section>
      ) : null}

      <section className="section prose" aria-labelledby="apply-heading">
        <h2 id="apply-heading">How to apply</h2>
        <p>
          Read the guidelines, fill in the <strong>official application form</strong> and e-mail it
          to <ContactEmail href={apply} />. We only accept applications on the official form, by
          e-mail.
        </p>
        <p>
          The deadline is <strong>{formatRoundMoment(round.closesAt)}</strong>. Late applications
          will be disregarded, so please leave time for anything going wrong with your e-mail.
        </p>
        <p>
          {round.paidBy ? `Successful applicants will be paid by ${round.paidBy}. ` : null}If you
          need the form in another format, or would like help to apply,{' '}
          <Link href="/contact">contact us</Link> well before the deadline.
        </p>
        {byState(
          <p>
            <strong>This round is not open yet</strong>: applications are accepted from {opens}.
          </p>,
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

      <RoundDownloads round={round} />

      {children}

      {round.questions.length ? (
        <section className="section prose" aria-labelledby="questions-heading">
          <h2 id="questions-heading">Questions and answers</h2>
          <AwardsQuestions questions={round.questions} />
        </section>
      ) : null}
    </>
  )
}

/** The programme's funding and what comes next, as editors write it; no section when empty. */
function FutureOfTheProgramme({ html }: { html: SanitizedHtml }) {
  if (!htmlText(html)) return null
  return (
    <section className="section prose" aria-labelledby="future-heading">
      <h2 id="future-heading">The future of the programme</h2>
      <HtmlContent html={html} className="" />
    </section>
  )
}

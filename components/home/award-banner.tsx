import Link from 'next/link'
import { RoundSwitch } from '@/components/awards/round-switch.client'
import { formatPounds, formatRoundMoment } from '@/lib/awards/display'
import { AWARDS } from '@/lib/awards/facts.mjs'
import { getAwardsView } from '@/lib/awards/queries'
import type { AwardRound } from '@/lib/awards/schema'
import styles from './home.module.css'

/** The banner's own words; the round's state, dates and amounts come from the round itself. */
export interface AwardBannerText {
  kicker: string
  heading: string
  /** The paragraph under the heading; without it, one is made from the round's amounts. */
  text?: string
  linkText: string
}

export const AWARD_BANNER_TEXT: AwardBannerText = {
  kicker: 'Creative Community Awards',
  heading: 'Funding for community-led arts projects',
  linkText: 'Find out about the awards and how to apply',
}

const AREAS = AWARDS.areas.join(' and ')

/** 'Eighteen awards … up to £6,000 for community-led awards, £15,000 for …' from a round. */
function roundSummary(round: AwardRound | null): string {
  const count = round?.totalAwards ? `${round.totalAwards} awards` : 'Awards'
  const amounts = (round?.amounts ?? []).map(
    (amount) => `${formatPounds(amount.maxPounds)} for ${amount.name.toLowerCase()}`,
  )
  if (!amounts.length) return `${count} for groups and artists in ${AREAS}.`
  const list =
    amounts.length === 1
      ? amounts[0]
      : `${amounts.slice(0, -1).join(', ')} and ${amounts[amounts.length - 1]}`
  return `${count} for groups and artists in ${AREAS}: up to ${list}.`
}

/**
 * A still promotional block for the awards (it never moves, so it needs no controls). It
 * follows the current round: whether it is open, and until when, switching at the minute.
 */
export async function AwardBanner({ text = AWARD_BANNER_TEXT }: { text?: AwardBannerText }) {
  const { current, state } = await getAwardsView()
  return (
    <section className={styles.award} aria-labelledby="award-heading">
      <p className={styles.awardKicker}>{text.kicker}</p>
      <h2 id="award-heading" className={styles.awardTitle}>
        {text.heading}
      </h2>
      <p>{text.text ?? roundSummary(current)}</p>
      {current && state ? (
        <p className={styles.awardState}>
          <RoundSwitch
            opensAt={current.opensAt}
            closesAt={current.closesAt}
            initial={state}
            upcoming={
              <>
                Applications open at{' '}
                <time dateTime={current.opensAt}>{formatRoundMoment(current.opensAt)}</time>.
              </>
            }
            open={
              <>
                <strong>Applications are open</strong> until{' '}
                <time dateTime={current.closesAt}>{formatRoundMoment(current.closesAt)}</time>.
              </>
            }
            closed={<>The {current.name} has closed.</>}
          />
        </p>
      ) : null}
      <p>
        <Link className={styles.awardLink} href="/creative-communities-awards">
          {text.linkText}
        </Link>
      </p>
    </section>
  )
}

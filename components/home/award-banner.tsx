import Link from 'next/link'
import { RoundSwitch } from '@/components/awards/round-switch.client'
import { formatPounds, formatRoundMoment } from '@/lib/awards/display'
import { SITE } from '@/lib/site/config'
import { getAwardsView } from '@/lib/awards/queries'
import type { AwardRound } from '@/lib/awards/schema'
import type { HomePage } from '@/lib/pages/schema'
import styles from './home.module.css'

const AREAS = SITE.areas.join(' and ')

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
 * A still promotional block for the awards (it never moves, so it needs no controls). Its
 * words and link are the home page's content; whether the current round is open, and until
 * when, comes from the round, switching at the minute. Without words of its own, the
 * paragraph is made from the round's amounts.
 */
export async function AwardBanner({
  kicker,
  heading,
  text,
  linkText,
  linkHref,
}: HomePage['award']) {
  const { current, state } = await getAwardsView()
  return (
    <section className={styles.award} aria-labelledby="award-heading">
      {kicker ? <p className={styles.awardKicker}>{kicker}</p> : null}
      <h2 id="award-heading" className={styles.awardTitle}>
        {heading}
      </h2>
      <p>{text || roundSummary(current)}</p>
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
        <Link className={styles.awardLink} href={linkHref}>
          {linkText}
        </Link>
      </p>
    </section>
  )
}

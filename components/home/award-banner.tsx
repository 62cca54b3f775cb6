import Link from 'next/link'
import { RoundSwitch } from '@/components/awards/round-switch.client'
import { formatRoundMoment, roundSummary } from '@/lib/awards/display'
import { SITE } from '@/lib/site/config'
import { getAwardsView } from '@/lib/awards/queries'
import type { HomePage } from '@/lib/pages/schema'
import styles from './home.module.css'

const defaultText = roundSummary({ totalAwards: null, amounts: [] }, SITE.areas)

/**
 * A still promotional block for the awards (it never moves, so it needs no controls). Its
 * words and link are the home page's content; whether the current round is open, and until
 * when, comes from the round, switching at the minute. While a round is published the
 * paragraph is made from its number of awards and amounts (the home page's words, written for
 * one round, went on describing it above the next); the page's own words fill it otherwise.
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
      <p>{current ? roundSummary(current, SITE.areas) : text || defaultText}</p>
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

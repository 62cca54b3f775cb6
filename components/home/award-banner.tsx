import Link from 'next/link'
import type { HomePage } from '@/lib/pages/schema'
import styles from './home.module.css'

/**
 * A still promotional block for the awards (it never moves, so it needs no controls); its
 * words and link are the home page's content.
 */
export function AwardBanner({ kicker, heading, text, linkText, linkHref }: HomePage['award']) {
  return (
    <section className={styles.award} aria-labelledby="award-heading">
      {kicker ? <p className={styles.awardKicker}>{kicker}</p> : null}
      <h2 id="award-heading" className={styles.awardTitle}>
        {heading}
      </h2>
      {text ? <p>{text}</p> : null}
      <p>
        <Link className={styles.awardLink} href={linkHref}>
          {linkText}
        </Link>
      </p>
    </section>
  )
}

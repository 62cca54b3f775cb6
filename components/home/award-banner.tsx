import Link from 'next/link'
import styles from './home.module.css'

/** A still promotional block for the awards (it never moves, so it needs no controls). */
export function AwardBanner() {
  return (
    <section className={styles.award} aria-labelledby="award-heading">
      <p className={styles.awardKicker}>Creative Community Awards</p>
      <h2 id="award-heading" className={styles.awardTitle}>
        Funding for community-led arts projects
      </h2>
      <p>
        Eighteen awards for groups and artists in Middlesbrough and Redcar &amp; Cleveland: up to
        £6,000 for community-led projects, £15,000 for artist-led projects and £10,000 for legacy
        projects.
      </p>
      <p>
        <Link className={styles.awardLink} href="/creative-communities-awards">
          Find out about the awards and how to apply
        </Link>
      </p>
    </section>
  )
}

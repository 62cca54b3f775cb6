import { AWARDS, formatPounds } from '@/lib/awards/facts.mjs'
import styles from './awards.module.css'

/**
 * The three kinds of award with their top amounts. Three columns on wide screens, one below
 * SPEC's 768 px breakpoint. Used on the awards page and in the about page's awards block.
 */
export function AwardsGrid({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {AWARDS.types.map((type) => (
        <li key={type.id} className={styles.award}>
          <h3 className={styles.awardName}>{type.name}</h3>
          <p className={styles.amount}>
            <span className={styles.upTo}>up to</span> {formatPounds(type.maxPounds)}
          </p>
          <p className={styles.vat}>including VAT</p>
          <p className={styles.summary}>{type.summary}</p>
        </li>
      ))}
    </ul>
  )
}

import { formatPounds } from '@/lib/awards/display'
import styles from './awards.module.css'

interface Amount {
  name: string
  maxPounds: number
  summary: string
}

/**
 * The kinds of award with their top amounts. Three columns on wide screens, one below the spec's
 * 768 px breakpoint: the amounts of a round.
 */
export function AwardsGrid({
  labelledBy,
  amounts,
}: {
  labelledBy: string
  amounts: readonly Amount[]
}) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {amounts.map((type) => (
        <li key={type.name} className={styles.award}>
          <h3 className={styles.awardName}>{type.name}</h3>
          <p className={styles.amount}>
            <span className={styles.upTo}>up to</span> {formatPounds(type.maxPounds)}
          </p>
          <p className={styles.vat}>including VAT</p>
          {type.summary ? <p className={styles.summary}>{type.summary}</p> : null}
        </li>
      ))}
    </ul>
  )
}

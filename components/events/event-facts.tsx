import Link from 'next/link'
import {
  ACCESS_FEATURES,
  agesText,
  costText,
  filterPath,
  FREE_FILTER,
  isFree,
} from '@/lib/events/facts'
import type { Event } from '@/lib/events/schema'
import styles from './event-details.module.css'

type Facts = Pick<Event, 'cost' | 'ages' | 'access'>

/** On a card: what it costs, for which ages and its access features, as words. */
export function EventFactBadges({ event }: { event: Facts }) {
  const badges = [
    costText(event.cost),
    agesText(event.ages),
    ...event.access.features.map((feature) => ACCESS_FEATURES[feature].label),
  ].filter((text): text is string => text !== null)
  if (!badges.length) return null
  return (
    <ul className="fact-badges" aria-label="Cost, ages and access">
      {badges.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  )
}

/**
 * On an event's page: cost, ages and access, each labelled, the access features as links to the
 * other events that have them, and the editor's notes. Nothing for an event that says none.
 */
export function EventFactsBlock({ event }: { event: Facts }) {
  const cost = costText(event.cost)
  const ages = agesText(event.ages)
  const { features, notes } = event.access
  if (!cost && !ages && !features.length && !notes.trim()) return null
  return (
    <section className={styles.block} aria-labelledby="facts-heading" data-block="facts">
      <h2 id="facts-heading" className={styles.heading}>
        Cost, ages and access
      </h2>
      <dl className={styles.facts}>
        {cost && (
          <div>
            <dt>Cost</dt>
            <dd>
              {isFree(event.cost) ? <Link href={filterPath(FREE_FILTER)}>{cost}</Link> : cost}
            </dd>
          </div>
        )}
        {ages && (
          <div>
            <dt>Ages</dt>
            <dd>{ages}</dd>
          </div>
        )}
        {features.length > 0 && (
          <div>
            <dt>Access</dt>
            <dd>
              <ul className="fact-badges">
                {features.map((feature) => (
                  <li key={feature}>
                    <Link href={filterPath(feature)}>{ACCESS_FEATURES[feature].label}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {notes.trim() && <p className={styles.info}>{notes}</p>}
    </section>
  )
}

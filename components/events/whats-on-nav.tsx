import { NEXT_7_DAYS_PATH, THIS_WEEKEND_PATH } from '@/lib/events/by-date'
import styles from './category-filter.module.css'
import { PillLinks } from './pill-links'

/**
 * Links to the showcase's views by date, as pills like the category filter: this weekend, the
 * next 7 days, and this month's page when it has events. The view shown is marked current.
 */
export function WhatsOnNav({
  thisMonth,
  current,
}: {
  /** The current month's page, or null when no event runs in it. */
  thisMonth: string | null
  current?: string
}) {
  const links = [
    { label: 'This weekend', href: THIS_WEEKEND_PATH },
    { label: 'Next 7 days', href: NEXT_7_DAYS_PATH },
    ...(thisMonth ? [{ label: 'This month', href: thisMonth }] : []),
  ]
  return (
    <nav aria-label="What’s on by date" className={styles.filter}>
      <PillLinks links={links.map((link) => ({ ...link, current: link.href === current }))} />
    </nav>
  )
}

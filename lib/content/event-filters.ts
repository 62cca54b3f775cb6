/**
 * What the filters 'free' and 'family' mean, in one place: an event's own facts
 * (lib/events/facts.ts) and the published entries, which see only the raw document's fields
 * (lib/content/published-entries.ts, for the URL gate and the lists of past events), both ask
 * here, so a filter's page, its feed and its 404 never disagree.
 */

export const FREE_FILTER = 'free'
export const FAMILY_FILTER = 'family'

/** A family event lets children under this age come (all ages, "5 to 11", "up to 5"). */
export const FAMILY_UNDER_AGE = 12

/** Free to everyone: 'pay what you can' may not be, and says so on its own. */
export const isFreeCost = (type: unknown): boolean => type === 'free'

/** Whether children under FAMILY_UNDER_AGE may come; nothing said is not a family event. */
export function isForFamilies(ages: { all?: unknown; min?: unknown; max?: unknown }): boolean {
  if (ages.all === true) return true
  const min = typeof ages.min === 'number' ? ages.min : null
  const max = typeof ages.max === 'number' ? ages.max : null
  if (min === null && max === null) return false
  return (min ?? 0) < FAMILY_UNDER_AGE
}

/** The audience filters an event is found under, in the filters' order: free, then family. */
export function audienceFilters(
  costType: unknown,
  ages: { all?: unknown; min?: unknown; max?: unknown },
): string[] {
  return [
    ...(isFreeCost(costType) ? [FREE_FILTER] : []),
    ...(isForFamilies(ages) ? [FAMILY_FILTER] : []),
  ]
}

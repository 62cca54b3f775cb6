import { z } from 'zod'
import { shortTextField } from '@/lib/content/fields'
import { audienceFilters, FAMILY_FILTER, FREE_FILTER } from '@/lib/content/event-filters'
import { warnDropped } from '@/lib/content/problems'
import {
  ACCESS_FEATURES,
  ACCESS_FEATURE_SLUGS,
  isAccessFeature,
  type AccessFeature,
} from './access-features'

/**
 * What a resident asks before going, kept as facts rather than free text: what it costs, who
 * it is for, and how it can be reached and followed. Editors choose them in the admin; cards,
 * event pages, filters, structured data and search read them from here.
 */

export const COST_TYPES = ['free', 'pay-what-you-can', 'ticketed'] as const
export type CostType = (typeof COST_TYPES)[number]

export { ACCESS_FEATURES, ACCESS_FEATURE_SLUGS, isAccessFeature, type AccessFeature }

/** Prices in pounds, to the penny; a ticket over £10,000 is a slip. */
const price = z.number().min(0).max(10_000).nullish().default(null)
const age = z.number().int().min(0).max(120).nullish().default(null)

const costSchema = z
  .object({ type: z.enum(COST_TYPES).nullish().default(null), min: price, max: price })
  .refine((cost) => cost.min === null || cost.max === null || cost.min <= cost.max, {
    message: 'the lowest price is above the highest',
  })

const agesSchema = z
  .object({ all: z.boolean().default(false), min: age, max: age })
  .refine((ages) => ages.min === null || ages.max === null || ages.min <= ages.max, {
    message: 'the youngest age is above the oldest',
  })

const accessSchema = z.object({
  // An unknown feature (a typo in the console) is dropped alone, not the whole block; the rest
  // are kept in the list's order, so every card and page names them alike.
  features: z
    .array(z.unknown())
    .default([])
    .transform((values) => {
      const known = values.filter((value): value is AccessFeature => {
        if (typeof value === 'string' && isAccessFeature(value)) return true
        warnDropped(`the access feature ${JSON.stringify(value)}, which is not one the site knows`)
        return false
      })
      return ACCESS_FEATURE_SLUGS.filter((feature) => known.includes(feature))
    }),
  notes: shortTextField.default(''),
})

export { costSchema, agesSchema, accessSchema }
export type EventCost = z.output<typeof costSchema>
export type EventAges = z.output<typeof agesSchema>
export type EventAccess = z.output<typeof accessSchema>

const pounds = (value: number) => `£${Number.isInteger(value) ? value : value.toFixed(2)}`

/** "Free", "Pay what you can", "£5", "£5 to £12", "Ticketed"; null when nothing is said. */
export function costText(cost: EventCost): string | null {
  if (cost.type === 'free') return 'Free'
  if (cost.type === 'pay-what-you-can') return 'Pay what you can'
  if (cost.type !== 'ticketed') return null
  const { min, max } = cost
  if (min !== null && max !== null && max > min) return `${pounds(min)} to ${pounds(max)}`
  const one = min ?? max
  return one === null ? 'Ticketed' : pounds(one)
}

/** "All ages", "Ages 5 to 11", "Ages 16 and over", "Ages up to 5"; null when nothing is said. */
export function agesText(ages: EventAges): string | null {
  if (ages.all) return 'All ages'
  const { min, max } = ages
  if (min !== null && max !== null) return min === max ? `Age ${min}` : `Ages ${min} to ${max}`
  if (min !== null) return `Ages ${min} and over`
  if (max !== null) return `Ages up to ${max}`
  return null
}

/** schema.org's typicalAgeRange ("5-11", "16-"), or null for all ages or nothing said. */
export function typicalAgeRange(ages: EventAges): string | null {
  if (ages.all || (ages.min === null && ages.max === null)) return null
  return `${ages.min ?? 0}-${ages.max ?? ''}`
}

/** Whether the event is free to everyone; null when it does not say (pay what you can may be). */
export function isFree(cost: EventCost): boolean | null {
  if (cost.type === 'free') return true
  return cost.type === 'ticketed' ? false : null
}

/** The filter pages of free and of family events (lib/content/event-filters.ts says which). */
export { FAMILY_FILTER, FREE_FILTER }

/**
 * The filters an event is found under: 'free', 'family' and each of its access features. The
 * published entries derive the same from the raw document, by the same rule.
 */
export function filterSlugs(event: {
  cost: EventCost
  ages: EventAges
  access: EventAccess
}): string[] {
  return [...audienceFilters(event.cost.type, event.ages), ...event.access.features]
}

export interface EventFilter {
  slug: string
  /** The words of its link and badge. */
  label: string
  /** Its page's heading. */
  heading: string
}

/** Every filter there is, in the order the showcase lists them. */
export const FILTERS: readonly EventFilter[] = [
  { slug: FREE_FILTER, label: 'Free', heading: 'Free events' },
  { slug: FAMILY_FILTER, label: 'Family', heading: 'Family events' },
  ...ACCESS_FEATURE_SLUGS.map((slug) => ({ slug, ...ACCESS_FEATURES[slug] })),
]

export const filterAt = (slug: string): EventFilter | null =>
  FILTERS.find((filter) => filter.slug === slug) ?? null

/** /events/free, /events/family, and /events/access/{feature}. */
export function filterPath(slug: string): string {
  return slug === FREE_FILTER || slug === FAMILY_FILTER
    ? `/events/${slug}`
    : `/events/access/${slug}`
}

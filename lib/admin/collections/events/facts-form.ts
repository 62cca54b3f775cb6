import { z } from 'zod'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { COST_TYPES } from '@/lib/events/facts'
import {
  accessFieldName,
  ACCESS_FEATURE_SLUGS,
  type AccessFieldName,
} from '@/lib/events/access-features'
import { checkbox, plainText, refuse } from '@/lib/admin/forms/fields'

/** The event form's cost, ages and access: choices, not free text (lib/events/facts.ts). */

export const AGE_CHOICES = ['', 'all', 'range'] as const

const POUNDS = /^\d{1,5}(\.\d{1,2})?$/
const price = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/^£/, ''))
    .refine((value) => !value || POUNDS.test(value), `${label}: enter pounds, like 5 or 7.50.`)
const age = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= 120),
      `${label}: enter an age in years, like 5.`,
    )

export const factsFormFields = {
  costType: z.enum(['', ...COST_TYPES], 'Choose what it costs.'),
  priceMin: price('The lowest price'),
  priceMax: price('The highest price'),
  ages: z.enum(AGE_CHOICES, 'Choose who it is for.'),
  ageMin: age('The youngest age'),
  ageMax: age('The oldest age'),
  accessNotes: plainText(TEXT_LIMITS.shortText, 'Other access information'),
}

/** One checkbox per access feature, named `access-{feature}`. */
export const accessFormFields = Object.fromEntries(
  ACCESS_FEATURE_SLUGS.map((feature) => [accessFieldName(feature), checkbox]),
) as Record<AccessFieldName, typeof checkbox>

type FactsForm = z.output<z.ZodObject<typeof factsFormFields & typeof accessFormFields>>

const number = (value: string) => (value ? Number(value) : null)

/** A price range that runs backwards, or a range of ages with no age, is a slip: say so. */
export function checkFacts(form: FactsForm, ctx: z.RefinementCtx) {
  const [low, high] = [number(form.priceMin), number(form.priceMax)]
  if (form.costType === 'ticketed' && low !== null && high !== null && low > high) {
    refuse(ctx, 'priceMax', 'The highest price must not be below the lowest.')
  }
  const [young, old] = [number(form.ageMin), number(form.ageMax)]
  if (form.ages === 'range' && young === null && old === null) {
    refuse(ctx, 'ageMin', 'Enter the youngest or oldest age.')
  }
  if (form.ages === 'range' && young !== null && old !== null && young > old) {
    refuse(ctx, 'ageMax', 'The oldest age must not be below the youngest.')
  }
}

/** The stored blocks: prices only for a ticketed event, ages only for a range. */
export function factsFromForm(form: FactsForm) {
  const ticketed = form.costType === 'ticketed'
  const range = form.ages === 'range'
  return {
    cost: {
      type: form.costType || null,
      min: ticketed ? number(form.priceMin) : null,
      max: ticketed ? number(form.priceMax) : null,
    },
    ages: {
      all: form.ages === 'all',
      min: range ? number(form.ageMin) : null,
      max: range ? number(form.ageMax) : null,
    },
    access: {
      features: ACCESS_FEATURE_SLUGS.filter((feature) => form[accessFieldName(feature)]),
      notes: form.accessNotes,
    },
  }
}

const record = (value: unknown) =>
  (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>
const shown = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : ''

/** A stored event's facts as form values (unknown values read as not said). */
export function factsFormValues(doc: Record<string, unknown> | null) {
  const cost = record(doc?.cost)
  const ages = record(doc?.ages)
  const access = record(doc?.access)
  const features = Array.isArray(access.features) ? access.features : []
  const type = typeof cost.type === 'string' ? cost.type : ''
  const range = ages.min != null || ages.max != null
  return {
    costType: (COST_TYPES as readonly string[]).includes(type) ? type : '',
    priceMin: shown(cost.min),
    priceMax: shown(cost.max),
    ages: ages.all === true ? 'all' : range ? 'range' : '',
    ageMin: shown(ages.min),
    ageMax: shown(ages.max),
    accessNotes: typeof access.notes === 'string' ? access.notes : '',
    ...(Object.fromEntries(
      ACCESS_FEATURE_SLUGS.map((feature) => [
        accessFieldName(feature),
        features.includes(feature) ? 'on' : '',
      ]),
    ) as Record<AccessFieldName, string>),
  }
}

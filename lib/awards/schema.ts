import { z } from 'zod'
import {
  assetUrlField,
  htmlField,
  lenientArray,
  shortTextField,
  timestampField,
  titleField,
} from '@/lib/content/fields'
import { ROUND_DOCUMENT_TYPES, type RoundDocumentType } from './document-type'

/** One kind of award a round offers, with its top amount in whole pounds (VAT included). */
export const awardAmountSchema = z.object({
  name: titleField,
  maxPounds: z.number().int().positive().max(10_000_000),
  summary: shortTextField.default(''),
})

/** One question of the round's accordion; the answer is HTML (links to the contact page). */
export const roundQuestionSchema = z.object({
  question: titleField,
  answer: htmlField,
})

/** An application document uploaded to the round (or, in the demo, bundled in public/downloads). */
export const roundDocumentSchema = z.object({
  title: titleField,
  url: assetUrlField,
  type: z.enum(Object.keys(ROUND_DOCUMENT_TYPES) as [RoundDocumentType, ...RoundDocumentType[]]),
  /** Its size, shown beside the link; measured when it was stored. */
  bytes: z.number().int().nonnegative(),
})

/**
 * An `awardRounds` document: one round of the Creative Community Awards. It takes applications
 * from `opensAt` until `closesAt` (both entered in London time, stored as Timestamps); only
 * a published round is shown.
 */
export const awardRoundSchema = z
  .object({
    name: titleField,
    theme: z.string().trim().max(200).default(''),
    opensAt: timestampField,
    closesAt: timestampField,
    /** When awards are paid, as the programme says it: '31 March 2025'. */
    paidBy: z.string().trim().max(200).default(''),
    totalAwards: z.number().int().min(0).max(1000).nullish().default(null),
    amounts: lenientArray(awardAmountSchema, 'award amount'),
    eligibility: htmlField.prefault(''),
    questions: lenientArray(roundQuestionSchema, 'question'),
    documents: lenientArray(roundDocumentSchema, 'document'),
    published: z.boolean(),
  })
  .refine((round) => Date.parse(round.closesAt) > Date.parse(round.opensAt), {
    path: ['closesAt'],
    message: 'Expected the round to close after it opens',
  })

export type AwardRound = z.output<typeof awardRoundSchema> & { id: string; updatedAt: string }
export type AwardAmount = z.output<typeof awardAmountSchema>
export type RoundDocument = z.output<typeof roundDocumentSchema>
export type RoundQuestion = z.output<typeof roundQuestionSchema>

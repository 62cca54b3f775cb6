import { z } from 'zod'
import { isRoundDocumentUrl, ROUND_DOCUMENT_TYPES } from '@/lib/awards/document-type'
import { awardRoundSchema, type RoundDocument } from '@/lib/awards/schema'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { htmlText } from '@/lib/content/plain-text'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import { checkedEntry } from '@/lib/admin/forms/entry'
import { AMOUNT_SLOTS } from './form-shape'
import type { FormResult } from '@/lib/admin/forms/fields'
import {
  checkbox,
  dayField,
  fieldErrors,
  htmlInput,
  londonInstant,
  plainText,
  requiredText,
  storedMoment,
  storedText,
  storedTexts,
  timeField,
} from '@/lib/admin/forms/fields'

/** The most documents one round keeps: guidelines and a form, each in two formats, and a few more. */
export const MAX_ROUND_DOCUMENTS = 10

const SLOTS = Array.from({ length: AMOUNT_SLOTS }, (_, i) => i + 1)
type AmountKey = `amount${number}${'Name' | 'Pounds' | 'Summary'}`

const pounds = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => !value || /^£?\s*\d{1,3}(,?\d{3})*$/.test(value),
      `${label}: a whole number of pounds, like 6000 or £6,000.`,
    )

export const roundFormSchema = z.object({
  name: requiredText(TEXT_LIMITS.title, 'The name'),
  theme: plainText(200, 'The theme'),
  opensDay: dayField.refine(Boolean, 'Enter the day it opens.'),
  opensTime: timeField,
  closesDay: dayField.refine(Boolean, 'Enter the day it closes.'),
  closesTime: timeField,
  paidBy: plainText(200, 'When awards are paid'),
  totalAwards: z
    .string()
    .trim()
    .refine((value) => !value || /^\d{1,4}$/.test(value), 'A whole number, like 18.'),
  ...Object.fromEntries(
    SLOTS.flatMap((n) => [
      [`amount${n}Name`, plainText(TEXT_LIMITS.title, 'The kind of award')],
      [`amount${n}Pounds`, pounds('Up to')],
      [`amount${n}Summary`, plainText(TEXT_LIMITS.shortText, 'The summary')],
    ]),
  ),
  eligibility: htmlInput,
  questions: htmlInput,
  documents: z.string(),
  published: checkbox,
})

export type RoundFormValues = Record<
  Exclude<keyof z.input<typeof roundFormSchema>, `amount${string}`> | AmountKey,
  string
>

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The questions as one rich text: each question a subheading (h3), its answer what follows.
 * One editor keeps them in order, and moving one is a cut and a paste.
 */
export function questionsToHtml(questions: readonly { question: string; answer: string }[]) {
  return questions.map((q) => `<h3>${escapeHtml(q.question)}</h3>${q.answer}`).join('')
}

/** The questions back from that rich text (sanitised first), or why it cannot be read. */
export function questionsFromHtml(
  html: string,
): { ok: true; questions: { question: string; answer: string }[] } | { ok: false; error: string } {
  const clean = sanitizeEditorialHtml(html)
  const parts = clean.split(/<h3[^>]*>([\s\S]*?)<\/h3>/)
  // [before, question1, answer1, question2, answer2, …]
  if (htmlText(parts[0] ?? '')) {
    return {
      ok: false,
      error: 'Start with a question as a subheading: the text above the first one has no question.',
    }
  }
  const questions: { question: string; answer: string }[] = []
  for (let i = 1; i < parts.length; i += 2) {
    const question = htmlText(parts[i] ?? '')
    const answer = (parts[i + 1] ?? '').trim()
    if (!question) continue
    if (question.length > TEXT_LIMITS.title) {
      return { ok: false, error: `“${question.slice(0, 40)}…” is too long for a question.` }
    }
    if (!htmlText(answer)) return { ok: false, error: `“${question}” needs an answer below it.` }
    questions.push({ question, answer })
  }
  return { ok: true, questions }
}

/** The documents the form carries (JSON in a hidden field), keeping only what it could have put there. */
export function documentsFromField(json: string): RoundDocument[] {
  let list: unknown
  try {
    list = JSON.parse(json || '[]')
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown): RoundDocument[] => {
    const doc = item as Partial<Record<keyof RoundDocument, unknown>> | null
    if (
      typeof doc?.title !== 'string' ||
      typeof doc.url !== 'string' ||
      typeof doc.bytes !== 'number' ||
      typeof doc.type !== 'string' ||
      !Object.hasOwn(ROUND_DOCUMENT_TYPES, doc.type) ||
      !isRoundDocumentUrl(doc.url)
    ) {
      return []
    }
    return [
      {
        title: doc.title.trim().slice(0, TEXT_LIMITS.title) || 'Document',
        url: doc.url,
        type: doc.type as RoundDocument['type'],
        bytes: doc.bytes,
      },
    ]
  })
}

const wholeNumber = (value: string) => Number(value.replace(/[£,\s]/g, ''))

/** The round fields a save writes, or the errors beside their fields. */
export function roundDocumentFromForm(values: RoundFormValues): FormResult {
  const parsed = roundFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const form = parsed.data as unknown as Record<string, string> & { published: boolean }
  const errors: Record<string, string> = {}
  const opensAt = londonInstant(form.opensDay!, form.opensTime || '10:00')!
  const closesAt = londonInstant(form.closesDay!, form.closesTime || '12:00')!
  if (closesAt <= opensAt) errors.closesDay = 'It must close after it opens.'

  const amounts = SLOTS.flatMap((n) => {
    const [name, amount, summary] = ['Name', 'Pounds', 'Summary'].map(
      (part) => form[`amount${n}${part}`] ?? '',
    )
    if (!name && !amount && !summary) return []
    if (!name) errors[`amount${n}Name`] = 'Name this kind of award, or clear its amount.'
    if (!amount) errors[`amount${n}Pounds`] = 'Enter the most it can be, like 6000.'
    return name && amount ? [{ name, maxPounds: wholeNumber(amount!), summary }] : []
  })
  const questions = questionsFromHtml(form.questions ?? '')
  if (!questions.ok) errors.questions = questions.error
  const documents = documentsFromField(form.documents ?? '')
  if (documents.length > MAX_ROUND_DOCUMENTS) {
    errors.newDocuments = `A round keeps at most ${MAX_ROUND_DOCUMENTS} documents: remove some first.`
  }
  if (Object.keys(errors).length) return { ok: false, errors }

  return checkedEntry(awardRoundSchema, {
    name: form.name,
    theme: form.theme,
    opensAt,
    closesAt,
    paidBy: form.paidBy,
    totalAwards: form.totalAwards ? Number(form.totalAwards) : null,
    amounts,
    eligibility: sanitizeEditorialHtml(form.eligibility ?? ''),
    questions: questions.ok ? questions.questions : [],
    documents,
    published: form.published,
  })
}

/** A stored round (even an invalid one) as form values. */
export function roundFormValues(doc: Record<string, unknown> | null): RoundFormValues {
  const opens = storedMoment(doc?.opensAt)
  const closes = storedMoment(doc?.closesAt)
  const list = (value: unknown) =>
    Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  const amounts = list(doc?.amounts)
  const questions = list(doc?.questions).flatMap((q) =>
    typeof q?.question === 'string' && typeof q.answer === 'string'
      ? [{ question: q.question, answer: q.answer }]
      : [],
  )
  const values: Record<string, string> = {
    ...storedTexts(doc, ['name', 'theme', 'paidBy', 'eligibility']),
    opensDay: opens.day,
    opensTime: opens.time,
    closesDay: closes.day,
    closesTime: closes.time,
    totalAwards: typeof doc?.totalAwards === 'number' ? String(doc.totalAwards) : '',
    questions: questionsToHtml(questions),
    documents: JSON.stringify(documentsFromField(JSON.stringify(list(doc?.documents)))),
    published: doc?.published === true ? 'on' : '',
  }
  for (const n of SLOTS) {
    const amount = amounts[n - 1]
    values[`amount${n}Name`] = storedText(amount?.name)
    values[`amount${n}Pounds`] =
      typeof amount?.maxPounds === 'number' ? String(amount.maxPounds) : ''
    values[`amount${n}Summary`] = storedText(amount?.summary)
  }
  return values as RoundFormValues
}

/** The form's field names, for reading a submitted form. */
export const ROUND_FORM_FIELDS = Object.keys(roundFormSchema.shape) as (keyof RoundFormValues)[]

import 'server-only'
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { questionSchema, type Question } from '@/lib/questions/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { QUESTIONS_COLLECTION } from '@/lib/content/collections'
import { parseDocuments } from '@/lib/content/parse'

const COLLECTION = QUESTIONS_COLLECTION
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const categoryOnly = questionSchema.pick({ category: true, question: true })

/** The FAQ categories, A to Z. */
export async function getQuestionCategories(): Promise<string[]> {
  'use cache'
  cacheTag(CACHE_TAGS.questions)
  cacheLife(CONTENT_CACHE_PROFILE)
  return readQuestionCategories()
}

/** The same, read now. */
async function readQuestionCategories(): Promise<string[]> {
  return [...(await readCategorySpellings()).keys()].sort(compareText)
}

/** The categories of these questions (with `category` and `question` at least), A to Z. */
export function categoriesOf(docs: readonly QueryDocumentSnapshot[]): string[] {
  return [...spellingsOf(docs).keys()].sort(compareText)
}

/**
 * Each category (as the schema reads it: trimmed) with the ways it is stored. A category typed
 * with a stray space ('Awards ') is listed as 'Awards', and a query for 'Awards' alone would
 * find none of its questions: its page was a 404.
 */
async function readCategorySpellings(): Promise<Map<string, string[]>> {
  // Only the fields the list needs: no answer is read or sanitised to build it. Not ordered
  // by the query, which would leave out a question without a category silently; the schema
  // logs it instead.
  const snapshot = await read(
    firestore().collection(COLLECTION).select('category', 'question'),
    'questions',
  )
  return spellingsOf(snapshot.docs)
}

function spellingsOf(docs: readonly QueryDocumentSnapshot[]): Map<string, string[]> {
  const valid = new Set(parseDocuments(categoryOnly, docs).map((q) => q.id))
  const spellings = new Map<string, string[]>()
  for (const doc of docs) {
    const stored = doc.get('category') as string
    if (!valid.has(doc.id)) continue
    const category = stored.trim()
    const known = spellings.get(category) ?? []
    if (!known.includes(stored)) spellings.set(category, [...known, stored])
  }
  return spellings
}

/** The ways each category is stored, cached like the list of categories. */
async function getCategorySpellings(): Promise<[string, string[]][]> {
  'use cache'
  cacheTag(CACHE_TAGS.questions)
  cacheLife(CONTENT_CACHE_PROFILE)
  return [...(await readCategorySpellings())]
}

/** The questions of one category, A to Z by question. */
export async function getQuestions(category: string): Promise<Question[]> {
  'use cache'
  cacheTag(CACHE_TAGS.questions)
  cacheLife(CONTENT_CACHE_PROFILE)
  const spellings = new Map(await getCategorySpellings()).get(category)
  if (!spellings) return []
  // Firestore takes up to 30 values in one 'in'; more spellings of one category than that
  // would be data gone badly wrong, and the first 30 still show.
  const snapshot = await read(
    firestore()
      .collection(COLLECTION)
      .where('category', 'in', spellings.slice(0, 30))
      .orderBy('question', 'asc'),
    'questions',
  )
  return parseDocuments(questionSchema, snapshot.docs)
}

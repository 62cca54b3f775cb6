import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { questionSchema, type Question } from '@/lib/questions/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { parseDocuments } from '@/lib/content/parse'

const COLLECTION = 'questions'
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const categoryOnly = questionSchema.pick({ category: true, question: true })

/** The FAQ categories, A to Z. */
export async function getQuestionCategories(): Promise<string[]> {
  'use cache'
  cacheTag(CACHE_TAGS.questions)
  cacheLife(CONTENT_CACHE_PROFILE)
  return readQuestionCategories()
}

/** The same, read now (the proxy's index caches it apart: lib/content/slug-index.ts). */
export async function readQuestionCategories(): Promise<string[]> {
  // Only the fields the list needs: no answer is read or sanitised to build it. Not ordered
  // by the query, which would leave out a question without a category silently; the schema
  // logs it instead.
  const snapshot = await read(
    firestore().collection(COLLECTION).select('category', 'question'),
    'questions',
  )
  const categories = parseDocuments(categoryOnly, snapshot.docs).map((q) => q.category)
  return [...new Set(categories)].sort(compareText)
}

/** The questions of one category, A to Z by question. */
export async function getQuestions(category: string): Promise<Question[]> {
  'use cache'
  cacheTag(CACHE_TAGS.questions)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(
    firestore().collection(COLLECTION).where('category', '==', category).orderBy('question', 'asc'),
    'questions',
  )
  return parseDocuments(questionSchema, snapshot.docs)
}

import 'server-only'
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { dictionaryEntrySchema, type DictionaryEntry } from '@/lib/dictionary/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import { parseDocuments } from '@/lib/content/parse'

const COLLECTION = DICTIONARY_COLLECTION
const letterOnly = dictionaryEntrySchema.pick({ letter: true, word: true })

/** The letters that have at least one entry, A to Z. */
export async function getDictionaryLetters(): Promise<string[]> {
  'use cache'
  cacheTag(CACHE_TAGS.dictionary)
  cacheLife(CONTENT_CACHE_PROFILE)
  return readDictionaryLetters()
}

/** The same, read now. */
async function readDictionaryLetters(): Promise<string[]> {
  // Only the fields the list needs, however long the descriptions grow.
  const snapshot = await read(
    firestore().collection(COLLECTION).orderBy('letter', 'asc').select('letter', 'word'),
    'the dictionary',
  )
  return lettersOf(snapshot.docs)
}

/** The letters of these entries (with `letter` and `word` at least), A to Z, once each. */
export function lettersOf(docs: readonly QueryDocumentSnapshot[]): string[] {
  const letters = parseDocuments(letterOnly, docs).map((e) => e.letter)
  return [...new Set(letters)].sort()
}

/**
 * The entries under one letter, A to Z by word. Editors may store the letter in either case
 * (the schema reads both as upper case, and so does the letters list), so both are queried.
 */
export async function getDictionaryEntries(letter: string): Promise<DictionaryEntry[]> {
  'use cache'
  cacheTag(CACHE_TAGS.dictionary)
  cacheLife(CONTENT_CACHE_PROFILE)
  const cases = [...new Set([letter.toUpperCase(), letter.toLowerCase()])]
  const snapshot = await read(
    firestore().collection(COLLECTION).where('letter', 'in', cases).orderBy('word', 'asc'),
    'the dictionary',
  )
  return parseDocuments(dictionaryEntrySchema, snapshot.docs)
}

import 'server-only'
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

/** The same, read now (the proxy's index caches it apart: lib/content/slug-index.ts). */
export async function readDictionaryLetters(): Promise<string[]> {
  // Only the fields the list needs, however long the descriptions grow.
  const snapshot = await read(
    firestore().collection(COLLECTION).orderBy('letter', 'asc').select('letter', 'word'),
    'the dictionary',
  )
  const letters = parseDocuments(letterOnly, snapshot.docs).map((e) => e.letter)
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

import 'server-only'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import { listFields, storedText } from '@/lib/admin/documents/documents'

export interface ListedWord {
  id: string
  word: string
  type: string
}

/** Every entry, A to Z, for the admin list and the check for a word already there. */
export async function listWords(): Promise<ListedWord[]> {
  const rows = await listFields(DICTIONARY_COLLECTION, ['word', 'type'])
  return rows
    .map(({ id, data }) => ({
      id,
      word: storedText(data.word) || '(no word)',
      type: storedText(data.type),
    }))
    .sort((a, b) => a.word.localeCompare(b.word, 'en-GB'))
}

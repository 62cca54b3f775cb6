import 'server-only'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import {
  listFields,
  readEditable,
  storedText,
  type Editable,
} from '@/lib/admin/documents/documents'
import { dictionaryFormValues, type DictionaryFormValues } from './form'
import { requireRole } from '@/lib/admin/accounts/session'

export interface ListedWord {
  id: string
  word: string
  type: string
}

/** Every entry, A to Z, for the admin list and the check for a word already there. */
export async function listWords(): Promise<ListedWord[]> {
  await requireRole('editor')
  const rows = await listFields(DICTIONARY_COLLECTION, ['word', 'type'])
  return rows
    .map(({ id, data }) => ({
      id,
      word: storedText(data.word) || '(no word)',
      type: storedText(data.type),
    }))
    .sort((a, b) => a.word.localeCompare(b.word, 'en-GB'))
}

export async function getEditableWord(id: string): Promise<Editable<DictionaryFormValues> | null> {
  await requireRole('editor')
  return readEditable(DICTIONARY_COLLECTION, id, dictionaryFormValues)
}

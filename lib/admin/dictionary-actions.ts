'use server'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import { listWords } from './dictionary'
import {
  dictionaryDocumentFromForm,
  dictionaryFormSchema,
  findSameWord,
  type DictionaryFormValues,
} from './dictionary-form'
import { schemaStrings, type FormState } from './form-state'
import { EDITED_KINDS } from './kinds'
import { deleteFromForm, refuseSame, saveForm } from './save-form'

const DICTIONARY = EDITED_KINDS[DICTIONARY_COLLECTION]

/** Creates or saves an entry; a word already in the dictionary is refused, with a link to it. */
export async function saveWord(
  _: FormState<DictionaryFormValues>,
  formData: FormData,
): Promise<FormState<DictionaryFormValues>> {
  return saveForm(DICTIONARY, formData, {
    values: schemaStrings(formData, dictionaryFormSchema),
    build: dictionaryDocumentFromForm,
    check: refuseSame(
      DICTIONARY,
      'word',
      async (word, id) => findSameWord(await listWords(), word, id),
      (word) => `“${word}” is already in the dictionary.`,
    ),
  })
}

export async function deleteWord(formData: FormData): Promise<void> {
  return deleteFromForm(DICTIONARY, formData)
}

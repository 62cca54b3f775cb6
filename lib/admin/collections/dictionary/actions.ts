'use server'
import { listWords } from './reads'
import {
  dictionaryDocumentFromForm,
  dictionaryFormSchema,
  findSameWord,
  type DictionaryFormValues,
} from './form'
import { schemaStrings, type FormState } from '@/lib/admin/forms/state'
import { DICTIONARY } from './config'
import { refuseSame, saveForm } from '@/lib/admin/forms/save'

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

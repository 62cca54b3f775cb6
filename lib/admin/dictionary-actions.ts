'use server'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import { listWords } from './dictionary'
import {
  dictionaryDocumentFromForm,
  dictionaryFormSchema,
  findSameWord,
  type DictionaryFormValues,
} from './dictionary-form'
import { stringFields, type FormState } from './form-state'
import { EDITED_KINDS } from './kinds'
import { deleteFromForm, saveForm } from './save-form'

export type DictionaryFormState = FormState<DictionaryFormValues>

const DICTIONARY = EDITED_KINDS[DICTIONARY_COLLECTION]
const FIELDS = Object.keys(dictionaryFormSchema.shape) as (keyof DictionaryFormValues)[]

/** Creates or saves an entry; a word already in the dictionary is refused, with a link to it. */
export async function saveWord(
  _: DictionaryFormState,
  formData: FormData,
): Promise<DictionaryFormState> {
  return saveForm(DICTIONARY, formData, {
    values: stringFields(formData, FIELDS),
    build: dictionaryDocumentFromForm,
    check: async (data, id) => {
      const same = findSameWord(await listWords(), String(data.word), id)
      if (!same) return null
      return {
        errors: { word: `“${same.word}” is already in the dictionary.` },
        existing: { href: `${DICTIONARY.basePath}/${same.id}`, text: `Edit “${same.word}”` },
      }
    },
  })
}

export async function deleteWord(formData: FormData): Promise<void> {
  return deleteFromForm(DICTIONARY, formData)
}

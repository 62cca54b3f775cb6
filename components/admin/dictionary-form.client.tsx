'use client'
import { saveWord } from '@/lib/admin/dictionary-actions'
import type { DictionaryFormValues } from '@/lib/admin/dictionary-form'
import { controls } from './content-fields'
import { EditForm } from './edit-form.client'

/** A dictionary entry: the word (which decides its letter), its type and its description. */
export function DictionaryForm(props: {
  id?: string
  version?: string
  values: DictionaryFormValues
}) {
  return (
    <EditForm
      {...props}
      action={saveWord}
      basePath="/admin/dictionary"
      legend="The word"
      createLabel="Add the word"
    >
      {(state, idPrefix) => {
        const { text, rich } = controls(state.values, state.errors, idPrefix)
        return (
          <>
            {text('word', 'Word', 'Listed under its first letter, A to Z.')}
            {text('type', 'Type', 'For example noun, verb or phrase. Optional.')}
            {rich('desc', 'Description', 'What it means, in a sentence or two.')}
          </>
        )
      }}
    </EditForm>
  )
}

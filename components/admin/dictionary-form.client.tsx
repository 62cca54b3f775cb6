'use client'
import { saveWord } from '@/lib/admin/dictionary-actions'
import type { DictionaryFormValues } from '@/lib/admin/dictionary-form'
import { EditForm, type DocumentFormProps } from './edit-form.client'

/** A dictionary entry: the word (which decides its letter), its type and its description. */
export function DictionaryForm(props: DocumentFormProps<DictionaryFormValues>) {
  return (
    <EditForm
      {...props}
      action={saveWord}
      basePath="/admin/dictionary"
      legend="The word"
      createLabel="Add the word"
    >
      {({ text, rich }) => (
        <>
          {text('word', 'Word', 'Listed under its first letter, A to Z.')}
          {text('type', 'Type', 'For example noun, verb or phrase. Optional.')}
          {rich('desc', 'Description', 'What it means, in a sentence or two.')}
        </>
      )}
    </EditForm>
  )
}

'use client'
import { DICTIONARY } from '@/lib/admin/collections/dictionary/config'
import { saveWord } from '@/lib/admin/collections/dictionary/actions'
import type { DictionaryFormValues } from '@/lib/admin/collections/dictionary/form'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'

/** A dictionary entry: the word (which decides its letter), its type and its description. */
export function DictionaryForm(props: DocumentFormProps<DictionaryFormValues>) {
  return (
    <EditForm {...props} action={saveWord} kind={DICTIONARY}>
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

import { DICTIONARY } from '@/lib/admin/collections/dictionary/config'
import { DictionaryForm } from '@/components/admin/collections/dictionary/form.client'
import { listWords } from '@/lib/admin/collections/dictionary/reads'
import { dictionaryFormValues, letterOf } from '@/lib/admin/collections/dictionary/form'
import { dictionaryPath } from '@/lib/site/routes'
import { formScreens } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'
import { shortListScreen } from '@/components/admin/collections/short-list'

export const dictionaryScreens: CollectionScreens = {
  listNote: 'The words on the Resources page, A to Z.',
  untitled: 'A word without a word',
  List: shortListScreen(listWords, {
    kind: DICTIONARY,
    name: { label: 'Word', of: (entry) => entry.word },
    columns: [{ label: 'Type', cell: (entry) => entry.type || '—' }],
  }),
  ...formScreens({
    Form: DictionaryForm,
    kind: DICTIONARY,
    values: dictionaryFormValues,
    describe: ({ values }) => {
      const letter = letterOf(values.word)
      return {
        title: values.word,
        published: true,
        publicPath: letter ? dictionaryPath(letter) : null,
      }
    },
  }),
}

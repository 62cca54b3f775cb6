import { DictionaryForm } from '@/components/admin/dictionary-form.client'
import { getEditableWord, listWords } from '@/lib/admin/dictionary'
import { deleteWord } from '@/lib/admin/dictionary-actions'
import { dictionaryFormValues, letterOf } from '@/lib/admin/dictionary-form'
import { dictionaryPath } from '@/lib/site/routes'
import { formScreens } from './form-screens'
import type { CollectionScreens } from './screens'
import { shortListScreen } from './short-list'

export const dictionaryScreens: CollectionScreens = {
  listNote: 'The words on the Resources page, A to Z.',
  addLabel: 'Add a word',
  untitled: 'A word without a word',
  editLabel: 'Edit a word',
  List: shortListScreen(listWords, {
    basePath: '/admin/dictionary',
    name: { label: 'Word', of: (entry) => entry.word },
    columns: [{ label: 'Type', cell: (entry) => entry.type || '—' }],
    noun: { one: 'word', many: 'words' },
  }),
  ...formScreens({
    Form: DictionaryForm,
    blank: () => dictionaryFormValues(null),
    read: getEditableWord,
    describe: ({ values }) => {
      const letter = letterOf(values.word)
      return {
        title: values.word,
        published: true,
        publicPath: letter ? dictionaryPath(letter) : null,
      }
    },
  }),
  remove: deleteWord,
}

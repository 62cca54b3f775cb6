import Link from 'next/link'
import { DictionaryForm } from '@/components/admin/dictionary-form.client'
import { getEditableWord, listWords } from '@/lib/admin/dictionary'
import { deleteWord } from '@/lib/admin/dictionary-actions'
import { dictionaryFormValues, letterOf } from '@/lib/admin/dictionary-form'
import { requireRole } from '@/lib/admin/session'
import { dictionaryPath } from '@/lib/site/routes'
import type { CollectionScreens } from './screens'

export const dictionaryScreens: CollectionScreens = {
  heading: 'Dictionary',
  summary: 'the words on the Resources page, A to Z.',
  listNote: 'The words on the Resources page, A to Z.',
  addLabel: 'Add a word',
  untitled: 'A word without a word',
  editLabel: 'Edit a word',
  List: async ({ searchParams }) => {
    const [words, params] = await Promise.all([listWords(), searchParams])
    return (
      <>
        {params.deleted ? <p role="status">The word was deleted.</p> : null}
        <p role="status">{words.length === 1 ? '1 word' : `${words.length} words`}</p>
        <table className="admin-table admin-stack">
          <thead>
            <tr>
              <th scope="col">Word</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {words.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Word">
                  <Link href={`/admin/dictionary/${encodeURIComponent(entry.id)}`}>
                    {entry.word}
                  </Link>
                </td>
                <td data-label="Type">{entry.type || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    )
  },
  newForm: async () => {
    await requireRole('editor')
    return <DictionaryForm values={dictionaryFormValues(null)} />
  },
  edit: async (id) => {
    const entry = await getEditableWord(id)
    if (!entry) return null
    const letter = letterOf(entry.values.word)
    return {
      id: entry.id,
      title: entry.values.word,
      published: true,
      publicPath: letter ? dictionaryPath(letter) : null,
      form: (
        <DictionaryForm
          key={entry.version}
          id={entry.id}
          version={entry.version}
          values={entry.values}
        />
      ),
    }
  },
  remove: deleteWord,
}

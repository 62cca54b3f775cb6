import { DocumentList } from '@/components/admin/document-list'
import { UpdateForm } from '@/components/admin/update-form.client'
import { requireRole } from '@/lib/admin/session'
import { deleteUpdate } from '@/lib/admin/update-actions'
import { updateFormValues } from '@/lib/admin/update-form'
import { getEditableUpdate, listUpdates, updateCategorySuggestions } from '@/lib/admin/updates'
import { updatePath } from '@/lib/site/routes'
import type { CollectionScreens } from './screens'

const KIND = { basePath: '/admin/updates', noun: 'update', plural: 'updates', dateLabel: 'Dated' }

export const updateScreens: CollectionScreens = {
  heading: 'Updates',
  summary: 'news, open calls and the forms to apply.',
  addLabel: 'Add an update',
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled update',
  editLabel: 'Edit an update',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listUpdates} searchParams={searchParams} />
  ),
  newForm: async () => {
    await requireRole('editor')
    return (
      <UpdateForm
        values={updateFormValues(null, new Date())}
        categorySuggestions={await updateCategorySuggestions()}
      />
    )
  },
  edit: async (id) => {
    const update = await getEditableUpdate(id)
    if (!update) return null
    return {
      id: update.id,
      title: update.values.title,
      published: update.published,
      scheduledFor: update.scheduledFor,
      preview: { kind: 'updates', id: update.id },
      publicPath: update.titleSlug ? updatePath(update) : null,
      form: (
        <UpdateForm
          key={update.version}
          id={update.id}
          version={update.version}
          values={update.values}
          categorySuggestions={await updateCategorySuggestions()}
        />
      ),
    }
  },
  remove: deleteUpdate,
}

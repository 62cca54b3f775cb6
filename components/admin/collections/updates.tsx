import { CopyNote } from '@/components/admin/document-page'
import { DocumentList } from '@/components/admin/document-list'
import { UpdateForm } from '@/components/admin/update-form.client'
import { requireRole } from '@/lib/admin/session'
import { deleteUpdate } from '@/lib/admin/update-actions'
import { duplicateValues } from '@/lib/admin/form-fields'
import { updateFormValues } from '@/lib/admin/update-form'
import { getEditableUpdate, listUpdates, updateCategorySuggestions } from '@/lib/admin/updates'
import { updatePath } from '@/lib/site/routes'
import { UPDATES_COLLECTION } from '@/lib/content/collections'
import type { CollectionScreens } from './screens'

const KIND = {
  collection: UPDATES_COLLECTION,
  basePath: '/admin/updates',
  noun: 'update',
  plural: 'updates',
  dateLabel: 'Dated',
}

export const updateScreens: CollectionScreens = {
  heading: 'News',
  summary: 'the updates: news, open calls and the forms to apply.',
  addLabel: 'Add an update',
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled update',
  editLabel: 'Edit an update',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listUpdates} searchParams={searchParams} />
  ),
  newForm: async (from) => {
    await requireRole('editor')
    const [categories, source] = await Promise.all([
      updateCategorySuggestions(),
      from ? getEditableUpdate(from) : null,
    ])
    const blank = updateFormValues(null, new Date())
    return (
      <>
        {source ? <CopyNote title={source.values.title} /> : null}
        <UpdateForm
          values={source ? duplicateValues(source.values, blank) : blank}
          categorySuggestions={categories}
        />
      </>
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
      unpublishAt: update.unpublishAt,
      preview: { kind: 'updates', id: update.id },
      duplicate: true,
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

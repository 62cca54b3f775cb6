import { DocumentList } from '@/components/admin/document-list'
import { UpdateForm } from '@/components/admin/update-form.client'
import { deleteUpdate } from '@/lib/admin/update-actions'
import { updateFormValues } from '@/lib/admin/update-form'
import { getEditableUpdate, listUpdates, updateCategorySuggestions } from '@/lib/admin/updates'
import { updatePath } from '@/lib/site/routes'
import { UPDATES_COLLECTION } from '@/lib/content/collections'
import { formScreens, publication } from './form-screens'
import type { CollectionScreens } from './screens'

const KIND = {
  collection: UPDATES_COLLECTION,
  basePath: '/admin/updates',
  noun: 'update',
  plural: 'updates',
  dateLabel: 'Dated',
}

export const updateScreens: CollectionScreens = {
  addLabel: 'Add an update',
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled update',
  editLabel: 'Edit an update',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listUpdates} searchParams={searchParams} />
  ),
  ...formScreens({
    Form: UpdateForm,
    blank: () => updateFormValues(null, new Date()),
    read: getEditableUpdate,
    describe: (update) => ({
      ...publication(update),
      preview: { kind: 'updates', id: update.id },
      publicPath: update.titleSlug ? updatePath(update) : null,
    }),
    extra: async () => ({ categorySuggestions: await updateCategorySuggestions() }),
    duplicate: true,
  }),
  remove: deleteUpdate,
}

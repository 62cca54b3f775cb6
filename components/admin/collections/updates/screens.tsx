import { DocumentList } from '@/components/admin/document-list'
import { UpdateForm } from '@/components/admin/collections/updates/form.client'
import { updateFormValues } from '@/lib/admin/collections/updates/form'
import { listUpdates, updateCategorySuggestions } from '@/lib/admin/collections/updates/reads'
import { updatePath } from '@/lib/site/routes'
import { UPDATES } from '@/lib/admin/collections/updates/config'
import { formScreens, publication } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'

const KIND = { ...UPDATES, dateLabel: 'Dated' }

export const updateScreens: CollectionScreens = {
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled update',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listUpdates} searchParams={searchParams} />
  ),
  ...formScreens({
    Form: UpdateForm,
    kind: UPDATES,
    values: (stored) => updateFormValues(stored, new Date()),
    describe: (update) => ({
      ...publication(update),
      preview: { kind: 'updates', id: update.id },
      publicPath: update.titleSlug ? updatePath(update) : null,
    }),
    extra: async () => ({ categorySuggestions: await updateCategorySuggestions() }),
    duplicate: true,
  }),
}

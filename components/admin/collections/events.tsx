import { DocumentList } from '@/components/admin/document-list'
import { EventForm } from '@/components/admin/event-form.client'
import { deleteEvent } from '@/lib/admin/event-actions'
import { eventFormValues } from '@/lib/admin/event-form'
import { getEditableEvent, listEvents } from '@/lib/admin/events'
import { listVenues } from '@/lib/admin/venues'
import { getEventCategories } from '@/lib/events/categories'
import { eventPath } from '@/lib/site/routes'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { formScreens, publication } from './form-screens'
import type { CollectionScreens } from './screens'

const KIND = {
  collection: EVENTS_COLLECTION,
  basePath: '/admin/events',
  noun: 'event',
  plural: 'events',
  dateLabel: 'Starts',
}

/** The venues an event can choose, as [id, name]. */
async function venueChoices(): Promise<[string, string][]> {
  return (await listVenues()).map((venue) => [venue.id, venue.name])
}

export const eventScreens: CollectionScreens = {
  addLabel: 'Add an event',
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled event',
  editLabel: 'Edit an event',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listEvents} searchParams={searchParams} />
  ),
  ...formScreens({
    Form: EventForm,
    blank: () => eventFormValues(null),
    read: getEditableEvent,
    describe: (event) => ({
      ...publication(event),
      preview: { kind: 'events', id: event.id },
      publicPath: event.titleSlug ? eventPath(event) : null,
    }),
    extra: async () => {
      const [categorySuggestions, venues] = await Promise.all([
        getEventCategories(),
        venueChoices(),
      ])
      return { categorySuggestions, venues }
    },
    duplicate: true,
  }),
  remove: deleteEvent,
}

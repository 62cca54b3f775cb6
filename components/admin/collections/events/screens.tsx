import { DocumentList } from '@/components/admin/document-list'
import { EventForm } from '@/components/admin/collections/events/form.client'
import { eventFormValues } from '@/lib/admin/collections/events/form'
import { listEvents } from '@/lib/admin/collections/events/reads'
import { listVenues } from '@/lib/admin/collections/venues/reads'
import { getEventCategories } from '@/lib/events/categories'
import { eventPath } from '@/lib/site/routes'
import { EVENTS } from '@/lib/admin/collections/events/config'
import { formScreens, publication } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'

const KIND = { ...EVENTS, dateLabel: 'Starts' }

/** The venues an event can choose, as [id, name]. */
async function venueChoices(): Promise<[string, string][]> {
  return (await listVenues()).map((venue) => [venue.id, venue.name])
}

export const eventScreens: CollectionScreens = {
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled event',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listEvents} searchParams={searchParams} />
  ),
  ...formScreens({
    Form: EventForm,
    kind: EVENTS,
    values: eventFormValues,
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
}

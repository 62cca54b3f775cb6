import { CopyNote } from '@/components/admin/document-page'
import { DocumentList } from '@/components/admin/document-list'
import { EventForm } from '@/components/admin/event-form.client'
import { deleteEvent } from '@/lib/admin/event-actions'
import { eventFormValues } from '@/lib/admin/event-form'
import { duplicateValues } from '@/lib/admin/form-fields'
import { getEditableEvent, listEvents } from '@/lib/admin/events'
import { listVenues } from '@/lib/admin/venues'
import { requireRole } from '@/lib/admin/session'
import { getEventCategories } from '@/lib/events/categories'
import { eventPath } from '@/lib/site/routes'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
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
  heading: 'Showcase',
  summary: 'the events: what is on, drafts and past events.',
  addLabel: 'Add an event',
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled event',
  editLabel: 'Edit an event',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listEvents} searchParams={searchParams} />
  ),
  newForm: async (from) => {
    await requireRole('editor')
    const [categories, source, venues] = await Promise.all([
      getEventCategories(),
      from ? getEditableEvent(from) : null,
      venueChoices(),
    ])
    const blank = eventFormValues(null)
    return (
      <>
        {source ? <CopyNote title={source.values.title} /> : null}
        <EventForm
          values={source ? duplicateValues(source.values, blank) : blank}
          categorySuggestions={categories}
          venues={venues}
        />
      </>
    )
  },
  edit: async (id) => {
    const event = await getEditableEvent(id)
    if (!event) return null
    const [categories, venues] = await Promise.all([getEventCategories(), venueChoices()])
    return {
      id: event.id,
      title: event.values.title,
      published: event.published,
      scheduledFor: event.scheduledFor,
      unpublishAt: event.unpublishAt,
      preview: { kind: 'events', id: event.id },
      duplicate: true,
      publicPath: event.titleSlug ? eventPath(event) : null,
      form: (
        <EventForm
          key={event.version}
          id={event.id}
          version={event.version}
          values={event.values}
          categorySuggestions={categories}
          venues={venues}
        />
      ),
    }
  },
  remove: deleteEvent,
}

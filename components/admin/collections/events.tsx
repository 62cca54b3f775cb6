import { DocumentList } from '@/components/admin/document-list'
import { EventForm } from '@/components/admin/event-form.client'
import { deleteEvent } from '@/lib/admin/event-actions'
import { eventFormValues } from '@/lib/admin/event-form'
import { getEditableEvent, listEvents } from '@/lib/admin/events'
import { requireRole } from '@/lib/admin/session'
import { getEventCategories } from '@/lib/events/categories'
import { eventPath } from '@/lib/site/routes'
import type { CollectionScreens } from './screens'

const KIND = { basePath: '/admin/events', noun: 'event', plural: 'events', dateLabel: 'Starts' }

export const eventScreens: CollectionScreens = {
  heading: 'Events',
  summary: 'what is on, drafts and past events.',
  addLabel: 'Add an event',
  newNote: 'It stays a draft, seen by nobody else, until you tick “Published”.',
  untitled: 'Untitled event',
  editLabel: 'Edit an event',
  List: async ({ searchParams }) => (
    <DocumentList kind={KIND} load={listEvents} searchParams={searchParams} />
  ),
  newForm: async () => {
    await requireRole('editor')
    const categories = await getEventCategories()
    return <EventForm values={eventFormValues(null)} categorySuggestions={categories} />
  },
  edit: async (id) => {
    const event = await getEditableEvent(id)
    if (!event) return null
    const categories = await getEventCategories()
    return {
      id: event.id,
      title: event.values.title,
      published: event.published,
      scheduledFor: event.scheduledFor,
      preview: { kind: 'events', id: event.id },
      publicPath: event.titleSlug ? eventPath(event) : null,
      form: (
        <EventForm
          key={event.version}
          id={event.id}
          version={event.version}
          values={event.values}
          categorySuggestions={categories}
        />
      ),
    }
  },
  remove: deleteEvent,
}

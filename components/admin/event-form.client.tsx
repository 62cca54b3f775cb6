'use client'
import { useActionState, useId } from 'react'
import { saveEvent, type EventFormState } from '@/lib/admin/event-actions'
import type { EventFormValues } from '@/lib/admin/event-form'
import { ContentFields, controls, FormStatus, PublishedBox } from './content-fields'
import { PicturesField, stateKey } from './pictures-field.client'

const TICKET_CHOICES = [
  ['', 'Not said'],
  ['Yes', 'Yes, a ticket is needed'],
  ['No', 'No ticket needed'],
] as const

/**
 * The event form: every field of an event, saved by a server action. After a refused save the
 * form shows what was typed, with each error beside its field.
 */
export function EventForm({
  id,
  version,
  values,
  categorySuggestions,
}: {
  id?: string
  version?: string
  values: EventFormValues
  categorySuggestions: string[]
}) {
  const [state, action, pending] = useActionState<EventFormState, FormData>(saveEvent, {
    values,
    errors: {},
  })
  const { values: v, errors: e } = state
  const idPrefix = useId()
  const { text, area, select, rich } = controls(v, e, idPrefix)

  return (
    <form action={action} className="admin-form" noValidate>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormStatus
        message={state.message}
        conflict={state.conflict}
        reloadHref={id && `/admin/events/${encodeURIComponent(id)}`}
      />
      <fieldset>
        <legend>About the event</legend>
        <ContentFields
          values={v}
          errors={e}
          categorySuggestions={categorySuggestions}
          idPrefix={idPrefix}
        />
      </fieldset>

      <PicturesField
        key={`pictures-${stateKey(state)}`}
        images={v.images}
        errors={e}
        idPrefix={idPrefix}
      />

      <fieldset>
        <legend>When (London time)</legend>
        <div className="admin-pair">
          {text('dateStartDay', 'Starts on', undefined, 'date')}
          {text('dateStartTime', 'at', undefined, 'time')}
        </div>
        <div className="admin-pair">
          {text('dateEndDay', 'Ends on', 'Leave empty for an event without an end.', 'date')}
          {text('dateEndTime', 'at', undefined, 'time')}
        </div>
        <div className="admin-pair">
          {text(
            'featureUntilDay',
            'Feature on the home page until',
            'Leave empty not to feature it.',
            'date',
          )}
          {text('featureUntilTime', 'at', undefined, 'time')}
        </div>
      </fieldset>

      <fieldset>
        <legend>Tickets</legend>
        {select('ticketNeeded', 'Is a ticket needed?', TICKET_CHOICES)}
        {rich('ticketInfo', 'About tickets', 'Prices, and how to book.')}
        {text('ticketLink', 'Booking link', 'A full address, https://…', 'url')}
        {text('ageRestrictions', 'Age restrictions')}
      </fieldset>

      <fieldset>
        <legend>Venue</legend>
        {text('venueName', 'Venue name')}
        {area('venueInfo', 'Venue details', 'Access, parking, how to find it.', 3)}
        {area('venueLocation', 'Address', undefined, 3)}
        {text('venueURL', 'Venue website', 'A full address, https://…', 'url')}
      </fieldset>

      <PublishedBox checked={v.published === 'on'} idPrefix={idPrefix} />
      <button className="admin-button" type="submit" disabled={pending}>
        {pending ? 'Saving…' : id ? 'Save changes' : 'Create event'}
      </button>
    </form>
  )
}

'use client'
import { useActionState } from 'react'
import { THEME_COLOURS } from '@/lib/content/fields'
import { saveEvent, type EventFormState } from '@/lib/admin/event-actions'
import type { EventFormValues } from '@/lib/admin/event-form'
import { describedBy, Field } from './field'

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
  const v = state.values
  const e = state.errors
  const text = (name: keyof EventFormValues, label: string, hint?: string, type = 'text') => (
    <Field name={name} label={label} hint={hint} error={e[name]}>
      <input type={type} defaultValue={v[name]} {...describedBy({ name, hint, error: e[name] })} />
    </Field>
  )
  const area = (name: keyof EventFormValues, label: string, hint?: string, rows = 4) => (
    <Field name={name} label={label} hint={hint} error={e[name]}>
      <textarea
        rows={rows}
        defaultValue={v[name]}
        {...describedBy({ name, hint, error: e[name] })}
      />
    </Field>
  )

  return (
    <form action={action} className="admin-form" noValidate>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      {state.message ? (
        <div className="admin-alert" role="alert">
          <p>{state.message}</p>
          {state.conflict && id ? (
            <a href={`/admin/events/${encodeURIComponent(id)}`}>Reload the event</a>
          ) : null}
        </div>
      ) : null}

      <fieldset>
        <legend>About the event</legend>
        {text('title', 'Title', 'Also makes the address of its page.')}
        {area(
          'shortDescription',
          'Summary',
          'Plain text, shown on cards and in search results.',
          3,
        )}
        {area('description', 'Description', 'HTML: headings, paragraphs, lists and links.', 10)}
        <Field name="themeColour" label="Colour" error={e.themeColour}>
          <select
            defaultValue={v.themeColour}
            {...describedBy({ name: 'themeColour', error: e.themeColour })}
          >
            {THEME_COLOURS.map((colour) => (
              <option key={colour} value={colour}>
                {colour}
              </option>
            ))}
          </select>
        </Field>
        {text(
          'categories',
          'Categories',
          `Separated by commas. In use: ${categorySuggestions.join(', ') || 'none yet'}.`,
        )}
      </fieldset>

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
        <Field name="ticketNeeded" label="Is a ticket needed?" error={e.ticketNeeded}>
          <select
            defaultValue={v.ticketNeeded}
            {...describedBy({ name: 'ticketNeeded', error: e.ticketNeeded })}
          >
            {TICKET_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {area('ticketInfo', 'About tickets', 'HTML: prices, how to book.', 4)}
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

      <div className="admin-field admin-field--check">
        <input
          type="checkbox"
          id="published"
          name="published"
          defaultChecked={v.published === 'on'}
        />
        <label htmlFor="published">Published: shown on the public site</label>
      </div>

      <button className="admin-button" type="submit" disabled={pending}>
        {pending ? 'Saving…' : id ? 'Save changes' : 'Create event'}
      </button>
    </form>
  )
}

'use client'
import { EVENTS } from '@/lib/admin/collections/events/config'
import { VENUES } from '@/lib/admin/collections/venues/config'
import Link from 'next/link'
import { useState, type FormEvent, type MouseEvent } from 'react'
import { saveEvent } from '@/lib/admin/collections/events/actions'
import type { EventFormValues } from '@/lib/admin/collections/events/form'
import {
  accessFieldName,
  ACCESS_FEATURE_SLUGS,
  ACCESS_FEATURES,
} from '@/lib/events/access-features'
import { venueNamed } from '@/lib/venues/names'
import {
  EditForm,
  type DocumentFormProps,
  type DrawnForm,
} from '@/components/admin/edit-form.client'
import { RepeatsFields } from './repeats-fields'

const TICKET_CHOICES = [
  ['', 'Not said'],
  ['Yes', 'Yes, a ticket is needed'],
  ['No', 'No ticket needed'],
] as const

const COST_CHOICES = [
  ['', 'Not said'],
  ['free', 'Free'],
  ['pay-what-you-can', 'Pay what you can'],
  ['ticketed', 'Ticketed: a price or a range of prices'],
] as const

const AGE_CHOICES = [
  ['', 'Not said'],
  ['all', 'All ages'],
  ['range', 'Some ages: the range below'],
] as const

const STATUS_CHOICES = [
  ['scheduled', 'Yes, as announced'],
  ['cancelled', 'Cancelled'],
  ['postponed', 'Postponed: a new date to follow'],
  ['rescheduled', 'Rescheduled to the dates above'],
] as const

/**
 * The event form: every field of an event, saved by a server action. After a refused save the
 * form shows what was typed, with each error beside its field.
 */
export function EventForm({
  categorySuggestions,
  venues,
  ...props
}: DocumentFormProps<EventFormValues> & {
  categorySuggestions: string[]
  /** The venues to choose from, as [id, name]. */
  venues: readonly (readonly [string, string])[]
}) {
  return (
    <EditForm
      {...props}
      action={saveEvent}
      kind={EVENTS}
      legend="About the event"
      createLabel="Create event"
      document={{ categorySuggestions }}
    >
      {({ state, idPrefix, ...control }) => {
        const { text, area, select, rich, check } = control
        return (
          <>
            <fieldset>
              <legend>When (London time)</legend>
              <div className="admin-pair">
                {text('dateStartDay', 'Starts on', undefined, 'date')}
                {text('dateStartTime', 'Start time', undefined, 'time')}
              </div>
              <div className="admin-pair">
                {text('dateEndDay', 'Ends on', 'Leave empty for an event without an end.', 'date')}
                {text('dateEndTime', 'End time', undefined, 'time')}
              </div>
              {select('status', 'Does it go ahead?', STATUS_CHOICES)}
              <div className="admin-pair">
                {text(
                  'previousStartDay',
                  'If rescheduled: it was to start on',
                  'The old date, for search engines and for residents who noted it. Put the new one in “Starts on”.',
                  'date',
                )}
                {text('previousStartTime', 'It was to start at', undefined, 'time')}
              </div>
              <div className="admin-pair">
                {text(
                  'featureUntilDay',
                  'Feature on the home page until',
                  'Leave empty not to feature it.',
                  'date',
                )}
                {text('featureUntilTime', 'Time the feature ends', undefined, 'time')}
              </div>
            </fieldset>
            <RepeatsFields
              values={state.values}
              errors={state.errors}
              idPrefix={idPrefix}
              control={control}
            />
            <fieldset>
              <legend>Tickets</legend>
              {select('ticketNeeded', 'Is a ticket needed?', TICKET_CHOICES)}
              {rich('ticketInfo', 'About tickets', 'Prices, and how to book.')}
              {text('ticketLink', 'Booking link', 'A full address, https://…', 'url')}
              {text('ageRestrictions', 'Age restrictions')}
            </fieldset>
            <fieldset>
              <legend>Cost, ages and access</legend>
              <p className="admin-hint">
                Shown as labels on the event’s card and page, and residents can find events by them.
                Leave “Not said” rather than guess.
              </p>
              {select('costType', 'What does it cost?', COST_CHOICES)}
              <div className="admin-pair">
                {text('priceMin', 'Lowest price (£)', 'If ticketed. Like 5 or 7.50.')}
                {text('priceMax', 'Highest price (£)', 'If the prices vary.')}
              </div>
              {select('ages', 'Who is it for?', AGE_CHOICES)}
              <div className="admin-pair">
                {text('ageMin', 'Youngest age', 'In years.')}
                {text('ageMax', 'Oldest age', 'Leave empty for no upper limit.')}
              </div>
              <fieldset className="admin-checks">
                <legend>Access: tick each one the venue and event really offer</legend>
                {ACCESS_FEATURE_SLUGS.map((feature) =>
                  check(accessFieldName(feature), ACCESS_FEATURES[feature].label),
                )}
              </fieldset>
              {area(
                'accessNotes',
                'Other access information',
                'Anything else a resident should know: seating, lighting, how to ask for help.',
                3,
              )}
            </fieldset>
            <VenueFields venues={venues} values={state.values} control={control} />
          </>
        )
      }}
    </EditForm>
  )
}

type Venues = readonly (readonly [string, string])[]

/**
 * The venue: one of the list, or one typed. A typed name that is a venue of the list (in any
 * case, '&' or 'and', with or without 'The') is offered to be chosen instead; one that is not
 * has a link to add it as a venue, its name filled in.
 */
function VenueFields({
  venues,
  values,
  control: { text, area, select },
}: {
  venues: Venues
  values: EventFormValues
  control: Pick<DrawnForm<EventFormValues>, 'text' | 'area' | 'select'>
}) {
  const [now, setNow] = useState({ id: values.venueId, name: values.venueName })
  const track = (event: FormEvent<HTMLFieldSetElement>) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return
    if (field.name === 'venueId') setNow((was) => ({ ...was, id: field.value }))
    if (field.name === 'venueName') setNow((was) => ({ ...was, name: field.value }))
  }
  const typed = now.id ? '' : now.name.trim()
  const listed = typed
    ? venueNamed(
        venues.map(([id, name]) => ({ id, name })),
        typed,
      )
    : undefined
  const choose = (event: MouseEvent<HTMLButtonElement>) => {
    const chosen = event.currentTarget.closest('fieldset')?.elements.namedItem('venueId')
    if (!listed || !(chosen instanceof HTMLSelectElement)) return
    chosen.value = listed.id
    // Kept as unsaved work like a choice made in the list.
    chosen.dispatchEvent(new Event('change', { bubbles: true }))
    setNow((was) => ({ ...was, id: listed.id }))
    chosen.focus()
  }
  return (
    <fieldset onChange={track}>
      <legend>Venue</legend>
      {select('venueId', 'Venue', [['', 'Somewhere else: type it below'], ...venues])}
      <p className="admin-hint">
        A venue from the list links the event to the venue’s page and its access information. For a
        one-off place, leave “Somewhere else” and fill in these:
      </p>
      {text('venueName', 'Venue name')}
      <div aria-live="polite">
        {listed ? (
          <p className="admin-hint">
            “{listed.name}” is a venue of the list.{' '}
            <button type="button" className="button button--ghost admin-button" onClick={choose}>
              Choose “{listed.name}”
            </button>{' '}
            to link the event to its page and access information.
          </p>
        ) : null}
      </div>
      {typed && !listed ? (
        <p className="admin-hint">
          Not a venue of the list yet:{' '}
          {/* Not prefetched: its address changes with each letter typed. */}
          <Link href={`${VENUES.basePath}/new?name=${encodeURIComponent(typed)}`} prefetch={false}>
            add “{typed}” as a venue
          </Link>{' '}
          to give it a page with its access information, then choose it here.
        </p>
      ) : null}
      {area('venueInfo', 'Venue details', 'Access, parking, how to find it.', 3)}
      {area('venueLocation', 'Address', undefined, 3)}
      {text('venueURL', 'Venue website', 'A full address, https://…', 'url')}
    </fieldset>
  )
}

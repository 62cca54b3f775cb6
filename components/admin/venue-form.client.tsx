'use client'
import { saveVenue } from '@/lib/admin/venue-actions'
import type { VenueFormValues } from '@/lib/admin/venue-form'
import { EditForm, type DocumentFormProps } from './edit-form.client'

/** A venue: its name (which makes its page's address), where it is, and how to get in. */
export function VenueForm(props: DocumentFormProps<VenueFormValues>) {
  return (
    <EditForm
      {...props}
      action={saveVenue}
      basePath="/admin/venues"
      legend="The venue"
      createLabel="Add the venue"
    >
      {({ text, area }) => (
        <>
          {text('name', 'Name', 'Also makes the address of its page.')}
          {area('address', 'Address', 'Street and town, without the postcode.', 3)}
          {text('postcode', 'Postcode')}
          {area(
            'accessInfo',
            'Access information',
            'Step-free entrances, lifts, toilets, parking, the nearest bus stop: what a resident needs to plan a visit.',
            6,
          )}
          {text('website', 'Website', 'A full address, https://…', 'url')}
          <fieldset>
            <legend>On the map (optional)</legend>
            <p className="admin-hint">
              Find the place on openstreetmap.org, right-click it and choose “Show address”: the two
              numbers are its latitude and longitude. Without them, the map link searches for the
              address.
            </p>
            <div className="admin-pair">
              {text('latitude', 'Latitude', 'Like 54.5761')}
              {text('longitude', 'Longitude', 'Like -1.2350')}
            </div>
          </fieldset>
        </>
      )}
    </EditForm>
  )
}

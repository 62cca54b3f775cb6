import Link from 'next/link'
import { VenueForm } from '@/components/admin/venue-form.client'
import { requireRole } from '@/lib/admin/session'
import { deleteVenue } from '@/lib/admin/venue-actions'
import { venueFormValues } from '@/lib/admin/venue-form'
import { getEditableVenue, listVenues } from '@/lib/admin/venues'
import { documentSlug } from '@/lib/site/slug.mjs'
import { venuePath } from '@/lib/venues/display'
import type { CollectionScreens } from './screens'

export const venueScreens: CollectionScreens = {
  heading: 'Venues',
  summary: 'the places events happen, each with its access information and a page.',
  listNote: 'Each venue has a page with its access information and its events.',
  addLabel: 'Add a venue',
  untitled: 'A venue without a name',
  editLabel: 'Edit a venue',
  List: async ({ searchParams }) => {
    const [venues, params] = await Promise.all([listVenues(), searchParams])
    return (
      <>
        {params.deleted ? <p role="status">The venue was deleted.</p> : null}
        <p role="status">{venues.length === 1 ? '1 venue' : `${venues.length} venues`}</p>
        <table className="admin-table admin-stack">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {venues.map((venue) => (
              <tr key={venue.id}>
                <td data-label="Name">
                  <Link href={`/admin/venues/${encodeURIComponent(venue.id)}`}>{venue.name}</Link>
                </td>
                <td data-label="Address">{venue.location || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    )
  },
  newForm: async () => {
    await requireRole('editor')
    return <VenueForm values={venueFormValues(null)} />
  },
  edit: async (id) => {
    const venue = await getEditableVenue(id)
    if (!venue) return null
    const slug = documentSlug(venue.values.name)
    return {
      id: venue.id,
      title: venue.values.name,
      published: true,
      publicPath: slug ? venuePath({ slug }) : null,
      form: (
        <VenueForm
          key={venue.version}
          id={venue.id}
          version={venue.version}
          values={venue.values}
        />
      ),
    }
  },
  remove: deleteVenue,
}

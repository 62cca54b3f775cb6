import { VenueForm } from '@/components/admin/venue-form.client'
import { deleteVenue } from '@/lib/admin/venue-actions'
import { venueFormValues } from '@/lib/admin/venue-form'
import { getEditableVenue, listVenues } from '@/lib/admin/venues'
import { documentSlug } from '@/lib/site/slug.mjs'
import { venuePath } from '@/lib/venues/display'
import { formScreens } from './form-screens'
import type { CollectionScreens } from './screens'
import { shortListScreen } from './short-list'

export const venueScreens: CollectionScreens = {
  listNote: 'Each venue has a page with its access information and its events.',
  addLabel: 'Add a venue',
  untitled: 'A venue without a name',
  editLabel: 'Edit a venue',
  List: shortListScreen(listVenues, {
    basePath: '/admin/venues',
    name: { label: 'Name', of: (venue) => venue.name },
    columns: [{ label: 'Address', cell: (venue) => venue.location || '—' }],
    noun: { one: 'venue', many: 'venues' },
  }),
  ...formScreens({
    Form: VenueForm,
    blank: () => venueFormValues(null),
    read: getEditableVenue,
    describe: ({ values }) => {
      const slug = documentSlug(values.name)
      return { title: values.name, published: true, publicPath: slug ? venuePath({ slug }) : null }
    },
  }),
  remove: deleteVenue,
}

import { VENUES } from '@/lib/admin/collections/venues/config'
import { VenueForm } from '@/components/admin/collections/venues/form.client'
import { venueFormValues } from '@/lib/admin/collections/venues/form'
import { listVenues } from '@/lib/admin/collections/venues/reads'
import { documentSlug } from '@/lib/site/slug.mjs'
import { venuePath } from '@/lib/venues/display'
import { formScreens } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'
import { shortListScreen } from '@/components/admin/collections/short-list'

export const venueScreens: CollectionScreens = {
  listNote: 'Each venue has a page with its access information and its events.',
  untitled: 'A venue without a name',
  List: shortListScreen(listVenues, {
    kind: VENUES,
    name: { label: 'Name', of: (venue) => venue.name },
    columns: [{ label: 'Address', cell: (venue) => venue.location || '—' }],
  }),
  ...formScreens({
    Form: VenueForm,
    kind: VENUES,
    values: venueFormValues,
    describe: ({ values }) => {
      const slug = documentSlug(values.name)
      return { title: values.name, published: true, publicPath: slug ? venuePath({ slug }) : null }
    },
  }),
}

import 'server-only'
import { VENUES_COLLECTION } from '@/lib/content/collections'
import { addressLine } from '@/lib/venues/display'
import { listFields, storedText } from '@/lib/admin/documents/documents'
import type { ChosenVenue } from '@/lib/admin/collections/events/form'

export interface ListedVenue extends ChosenVenue {
  postcode: string
}

/** Every venue, A to Z: the admin list, the event form's choice and the check for a repeat. */
export async function listVenues(): Promise<ListedVenue[]> {
  const rows = await listFields(VENUES_COLLECTION, ['name', 'address', 'postcode', 'website'])
  return rows
    .map(({ id, data }) => {
      const [address, postcode] = [storedText(data.address), storedText(data.postcode)]
      return {
        id,
        name: storedText(data.name) || '(no name)',
        location: addressLine({ address, postcode }),
        postcode,
        ...(storedText(data.website) ? { website: storedText(data.website) } : {}),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
}

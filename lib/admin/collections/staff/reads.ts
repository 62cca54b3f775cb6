import 'server-only'
import { STAFF_COLLECTION } from '@/lib/content/collections'
import { listFields, storedText } from '@/lib/admin/documents/documents'

export interface ListedProfile {
  id: string
  name: string
  role: string
  /** Infinity when missing, so such a profile is listed last. */
  ordering: number
}

/** Every profile in its public order, for the admin list and for moves. */
export async function listProfiles(): Promise<ListedProfile[]> {
  const rows = await listFields(STAFF_COLLECTION, ['name', 'role', 'ordering'])
  return rows
    .map(({ id, data }) => ({
      id,
      name: storedText(data.name) || '(no name)',
      role: storedText(data.role),
      ordering: typeof data.ordering === 'number' ? data.ordering : Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.ordering - b.ordering || a.name.localeCompare(b.name, 'en-GB'))
}

import 'server-only'
import { AWARD_ROUNDS_COLLECTION } from '@/lib/content/collections'
import { listFields, storedText } from '@/lib/admin/documents/documents'
import { storedDate } from '@/lib/admin/forms/fields'

export interface ListedRound {
  id: string
  name: string
  opensAt: string | null
  closesAt: string | null
  published: boolean
}

/** Every round, the latest to open first: the admin list. */
export async function listRounds(): Promise<ListedRound[]> {
  const rows = await listFields(AWARD_ROUNDS_COLLECTION, [
    'name',
    'opensAt',
    'closesAt',
    'published',
  ])
  const iso = (value: unknown) => storedDate(value)?.toISOString() ?? null
  return rows
    .map(({ id, data }) => ({
      id,
      name: storedText(data.name) || '(no name)',
      opensAt: iso(data.opensAt),
      closesAt: iso(data.closesAt),
      published: data.published === true,
    }))
    .sort((a, b) => (b.opensAt ?? '').localeCompare(a.opensAt ?? ''))
}

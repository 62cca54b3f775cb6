import 'server-only'
import { AWARD_ROUNDS_COLLECTION } from '@/lib/content/collections'
import {
  listFields,
  readEditable,
  storedText,
  type Editable,
} from '@/lib/admin/documents/documents'
import { storedDate } from '@/lib/admin/forms/fields'
import { roundFormValues, type RoundFormValues } from './form'
import { requireRole } from '@/lib/admin/accounts/session'

export interface ListedRound {
  id: string
  name: string
  opensAt: string | null
  closesAt: string | null
  published: boolean
}

/** Every round, the latest to open first: the admin list. */
export async function listRounds(): Promise<ListedRound[]> {
  await requireRole('editor')
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

export async function getEditableRound(id: string): Promise<Editable<RoundFormValues> | null> {
  await requireRole('editor')
  return readEditable(AWARD_ROUNDS_COLLECTION, id, roundFormValues)
}

'use server'
import { redirect } from 'next/navigation'
import type { z } from 'zod'
import { isDocumentId } from '@/lib/content/parse'
import { EVENTS_COLLECTION, UPDATES_COLLECTION } from '@/lib/content/collections'
import { eventSchema } from '@/lib/events/schema'
import { updateSchema } from '@/lib/updates/schema'
import { planRemoval, planSave, readDocument } from './documents'
import { EDITED_KINDS } from '@/lib/admin/collections'
import { listQuery, queryParams } from './listing'
import { requireRole } from '@/lib/admin/accounts/session'
import { commitChange, type Planned } from './write'

/** The lists with bulk actions, and the schema a document must pass to be published. */
const BULK = {
  [EVENTS_COLLECTION]: { edited: EDITED_KINDS[EVENTS_COLLECTION], schema: eventSchema },
  [UPDATES_COLLECTION]: { edited: EDITED_KINDS[UPDATES_COLLECTION], schema: updateSchema },
} as const satisfies Record<string, { edited: { collection: string }; schema: z.ZodType }>

const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const
type BulkAction = (typeof BULK_ACTIONS)[number]

/** At most this many documents in one bulk action: a page of the list and more. */
const MAX_BULK = 100

/**
 * Publishes, unpublishes or deletes the documents ticked in a list, after the one
 * confirmation the list asks for. Each document is written with its own history record, as
 * a save of it would be; one that the public schema refuses is not published, and counted.
 */
export async function bulkChange(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const collection = String(formData.get('collection') ?? '')
  const action = String(formData.get('bulk') ?? '') as BulkAction
  const found = Object.hasOwn(BULK, collection) ? BULK[collection as keyof typeof BULK] : null
  if (!found || !BULK_ACTIONS.includes(action)) redirect('/admin')
  const { edited, schema } = found
  const ids = [...new Set(formData.getAll('ids').map(String))].filter(isDocumentId)
  // Each document is a part of its own (one refused leaves the rest); the pages follow once.
  const outcomes = await commitChange({
    editor,
    shown: [edited],
    parts: ids.slice(0, MAX_BULK).map((id) => ({
      batch: async (): Promise<Planned<'done' | 'refused' | null>> => {
        if (action === 'delete') {
          const { writes, answer } = await planRemoval(edited.collection, id)
          return { writes, answer: answer ? 'done' : null }
        }
        const stored = await readDocument(edited.collection, id)
        if (!stored || (stored.data.published === true) === (action === 'publish')) {
          return { writes: [], answer: null }
        }
        if (action === 'publish' && !schema.safeParse(stored.data).success) {
          return { writes: [], answer: 'refused' }
        }
        const data = { published: action === 'publish' }
        const planned = await planSave(edited.collection, { id, version: stored.version, data })
        return { writes: planned.writes, answer: planned.answer ? 'done' : 'refused' }
      },
    })),
  })
  const done = outcomes.filter((outcome) => outcome.ok && outcome.answer === 'done').length
  const refused = outcomes.filter((outcome) => !outcome.ok || outcome.answer === 'refused').length
  // Back to the list as it was asked for (its filters read again, nothing else kept).
  const back = queryParams(
    listQuery(Object.fromEntries(new URLSearchParams(String(formData.get('query') ?? '')))),
  )
  back.set('bulk', action)
  back.set('done', String(done))
  back.set('refused', String(refused))
  redirect(`${edited.basePath}?${back}`)
}

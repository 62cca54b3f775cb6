'use server'
import { redirect } from 'next/navigation'
import type { z } from 'zod'
import { isDocumentId } from '@/lib/content/parse'
import { EVENTS_COLLECTION, UPDATES_COLLECTION } from '@/lib/content/collections'
import { eventSchema } from '@/lib/events/schema'
import { updateSchema } from '@/lib/updates/schema'
import { readDocument, removeDocument, writeDocument, type Written } from './documents'
import { EDITED_KINDS } from './kinds'
import { listQuery, queryParams } from './listing'
import { showChanges } from './save-form'
import { requireRole } from './session'

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
  let done = 0
  let refused = 0
  let last: Written | undefined
  for (const id of ids.slice(0, MAX_BULK)) {
    if (action === 'delete') {
      const written = await removeDocument(editor, edited.collection, id)
      if (written) [done, last] = [done + 1, written]
      continue
    }
    const stored = await readDocument(edited.collection, id)
    if (!stored || (stored.data.published === true) === (action === 'publish')) continue
    if (action === 'publish' && !schema.safeParse(stored.data).success) {
      refused += 1
      continue
    }
    const outcome = await writeDocument({
      editor,
      collection: edited.collection,
      id,
      version: stored.version,
      data: { published: action === 'publish' },
    })
    if (outcome.ok) [done, last] = [done + 1, outcome.written]
    else refused += 1
  }
  // Write times only grow: once the gate has heard of the last, it has heard of them all.
  if (last) await showChanges(edited, last)
  // Back to the list as it was asked for (its filters read again, nothing else kept).
  const back = queryParams(
    listQuery(Object.fromEntries(new URLSearchParams(String(formData.get('query') ?? '')))),
  )
  back.set('bulk', action)
  back.set('done', String(done))
  back.set('refused', String(refused))
  redirect(`${edited.basePath}?${back}`)
}

import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import type { ChangeAction } from './changes'

/** Every admin write leaves one document here, committed in the same batch as the write. */
export const HISTORY_COLLECTION = 'adminHistory'

const ACTIONS = ['create', 'update', 'delete', 'restore', 'role'] as const satisfies ChangeAction[]

/** An `adminHistory` document: lib/admin/history/history.ts writes them. */
export const historyRecordSchema = z.object({
  at: z.instanceof(Timestamp),
  email: z.string(),
  action: z.enum(ACTIONS),
  collection: z.string(),
  documentId: z.string(),
  label: z.string().optional(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  // Records from before whole copies were kept have none: those versions cannot be restored.
  snapshot: z.record(z.string(), z.unknown()).optional(),
  // The whole document before the write, kept by writes that replace it (migrations).
  previous: z.record(z.string(), z.unknown()).optional(),
})

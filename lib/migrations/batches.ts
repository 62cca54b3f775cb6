import type { MigrationWrite } from './migration'

/**
 * Firestore commits at most 500 writes and 10 MiB: each document goes with its history record
 * (which holds it before and after), so a batch takes 200 documents and about 2 MB of them.
 */
export const BATCH_LIMITS = { documents: 200, bytes: 2_000_000 }

export function batchesOf(
  writes: readonly MigrationWrite[],
  limits = BATCH_LIMITS,
): MigrationWrite[][] {
  const batches: MigrationWrite[][] = []
  let current: MigrationWrite[] = []
  let bytes = 0
  for (const write of writes) {
    const size = JSON.stringify([write.before, write.after]).length
    if (current.length && (current.length >= limits.documents || bytes + size > limits.bytes)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(write)
    bytes += size
  }
  if (current.length) batches.push(current)
  return batches
}

import type { StoredFile } from '@/lib/admin/media/pictures/store'

/**
 * Why a stored file stays:
 * - `referenced`: a document points at it, or at another file of the same upload;
 * - `recent`: written within the grace period, so a form may still hold it (a save refused for
 *   another field keeps its uploads in the form, to be sent again);
 * - `unknown-age`: the store gives no time it was written;
 * - `not-the-sites`: its name was not made by the site (every upload is named with a random
 *   UUID), e.g. a Firestore export written into the same bucket.
 */
export type KeepReason = 'referenced' | 'recent' | 'unknown-age' | 'not-the-sites'

export interface CleanPlan {
  /** Files no document uses, written before the grace period: to be removed. */
  remove: StoredFile[]
  removeBytes: number
  kept: { file: StoredFile; reason: KeepReason }[]
  keptCounts: Record<KeepReason, number>
}

export const DEFAULT_GRACE_HOURS = 24
/** Below this, a form left open over a break could lose the pictures it already uploaded. */
export const MIN_GRACE_HOURS = 1

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/** A segment of the path that starts with the UUID the store or a round's document was named
 * with: `{uuid}.jpg`, `{uuid}--form.pdf`, `showcase/{uuid}.webp`, `rounds/{uuid}/form.pdf`. */
const SITE_FILE = new RegExp(`(?:^|/)(${UUID})(?![0-9a-z])`)

export function isSiteFile(path: string): boolean {
  return SITE_FILE.test(path)
}

/** The UUID an upload was named with, which every file made from the same upload shares. */
function uploadIdOf(path: string): string | undefined {
  return SITE_FILE.exec(path)?.[1]
}

/** Which files to remove and why each other one stays. */
export function planClean(input: {
  files: StoredFile[]
  referenced: ReadonlySet<string>
  now: Date
  graceHours: number
}): CleanPlan {
  const cutoff = input.now.getTime() - input.graceHours * 3600_000
  const plan: CleanPlan = {
    remove: [],
    removeBytes: 0,
    kept: [],
    keptCounts: { referenced: 0, recent: 0, 'unknown-age': 0, 'not-the-sites': 0 },
  }
  const keep = (file: StoredFile, reason: KeepReason) => {
    plan.kept.push({ file, reason })
    plan.keptCounts[reason] += 1
  }
  // A file named with the same UUID as one in use stays too: sizes or copies made from one
  // upload (`{uuid}-800.webp` beside `{uuid}.jpg`) need not each be named in a document.
  const inUse = new Set([...input.referenced].map(uploadIdOf).filter((id) => id !== undefined))
  for (const file of input.files) {
    const created = Date.parse(file.created)
    const id = uploadIdOf(file.path)
    if (id === undefined) keep(file, 'not-the-sites')
    else if (input.referenced.has(file.path) || inUse.has(id)) keep(file, 'referenced')
    else if (Number.isNaN(created)) keep(file, 'unknown-age')
    else if (created >= cutoff) keep(file, 'recent')
    else {
      plan.remove.push(file)
      plan.removeBytes += file.bytes
    }
  }
  return plan
}

/** The grace period in hours from `--grace-hours` or STORAGE_CLEAN_GRACE_HOURS, checked. */
export function graceHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_GRACE_HOURS
  const hours = Number(value)
  if (!Number.isFinite(hours) || hours < MIN_GRACE_HOURS) {
    throw new Error(
      `The grace period must be a number of hours of at least ${MIN_GRACE_HOURS}, not "${value}".`,
    )
  }
  return hours
}

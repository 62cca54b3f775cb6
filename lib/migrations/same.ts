import { plain } from '@/lib/admin/history/changes'

/** Whether two stored documents hold the same values (Timestamps compared to the instant). */
export function sameFields(a: Record<string, unknown> | null, b: Record<string, unknown>): boolean {
  if (!a) return false
  return stable(plain(a)) === stable(plain(b))
}

/** JSON with every map's keys in order, so field order never counts as a change. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => x.localeCompare(y))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

import { z } from 'zod'

/** What an account may do, kept in its Firebase custom claims as `{ role }`. */
export const ROLES = ['editor', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Editors edit content; administrators also manage who else may. */
const RANK: Record<Role, number> = { editor: 1, admin: 2 }

const claimsSchema = z.object({ role: z.enum(ROLES) })

/** The role in an account's custom claims; anything else (none, a typo) is no role at all. */
export function roleFromClaims(claims: unknown): Role | null {
  const parsed = claimsSchema.safeParse(claims)
  return parsed.success ? parsed.data.role : null
}

/** Whether an account with `role` may do what `needed` allows. */
export function hasRole(role: Role | null, needed: Role): boolean {
  return role !== null && RANK[role] >= RANK[needed]
}

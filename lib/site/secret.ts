import { createHash, timingSafeEqual } from 'node:crypto'

/** Compares a presented secret with the expected one in constant time. */
export function secretMatches(
  presented: string | null | undefined,
  expected: string | undefined,
): boolean {
  if (!presented || !expected) return false
  // Hash both so the comparison does not leak the secret's length either.
  const a = createHash('sha256').update(presented).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim() || null
}

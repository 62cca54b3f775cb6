import type { Migration } from './migration'

/**
 * Every migration of every release, in the order they run (docs/deploying.md#upgrading).
 * A migration is never changed or removed once released: a later one corrects it.
 */
export const MIGRATIONS: readonly Migration[] = []

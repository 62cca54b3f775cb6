import { awardRound2025 } from './0001-award-round-2025'
import { eventStatus } from './0002-event-status'
import { typedVenues } from './0003-typed-venues'
import { libraryPictures } from './0004-library-pictures'
import { datedPageWords } from './0005-dated-page-words'
import type { Migration } from './migration'

/**
 * Every migration of every release, in the order they run (docs/deploying.md#upgrading).
 * A migration is never changed or removed once released: a later one corrects it.
 */
export const MIGRATIONS: readonly Migration[] = [
  awardRound2025,
  eventStatus,
  typedVenues,
  libraryPictures,
  datedPageWords,
]

import type { z } from 'zod'
import { HISTORY_COLLECTION, historyRecordSchema } from '@/lib/admin/history/schema'
import { INVITATIONS_COLLECTION, invitationSchema } from '@/lib/admin/accounts/invitation-schema'
import { awardRoundSchema } from '@/lib/awards/schema'
import {
  AWARD_ROUNDS_COLLECTION,
  DICTIONARY_COLLECTION,
  EVENTS_COLLECTION,
  MEDIA_COLLECTION,
  QUESTIONS_COLLECTION,
  SITE_PAGES_COLLECTION,
  STAFF_COLLECTION,
  UPDATES_COLLECTION,
  VENUES_COLLECTION,
} from '@/lib/content/collections'
import { dictionaryEntrySchema } from '@/lib/dictionary/schema'
import { eventSchema } from '@/lib/events/schema'
import { mediaSchema } from '@/lib/media/schema'
import { sitePageDocumentSchema } from '@/lib/pages/schema'
import { questionSchema } from '@/lib/questions/schema'
import { staffProfileSchema } from '@/lib/staff/schema'
import { updateSchema } from '@/lib/updates/schema'
import { venueSchema } from '@/lib/venues/schema'

/** The schema each collection's documents are checked with before a restore writes them. */
export const BACKUP_SCHEMAS: Record<string, z.ZodType> = {
  [EVENTS_COLLECTION]: eventSchema,
  [UPDATES_COLLECTION]: updateSchema,
  [DICTIONARY_COLLECTION]: dictionaryEntrySchema,
  [QUESTIONS_COLLECTION]: questionSchema,
  [STAFF_COLLECTION]: staffProfileSchema,
  [VENUES_COLLECTION]: venueSchema,
  [SITE_PAGES_COLLECTION]: sitePageDocumentSchema,
  [AWARD_ROUNDS_COLLECTION]: awardRoundSchema,
  [MEDIA_COLLECTION]: mediaSchema,
  [HISTORY_COLLECTION]: historyRecordSchema,
  [INVITATIONS_COLLECTION]: invitationSchema,
}

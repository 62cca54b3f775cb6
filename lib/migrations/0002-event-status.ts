import { EVENT_STATUSES, statusInWords } from '@/lib/events/schema'
import { documentsOf, type Migration } from './migration'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const words = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * Events from before 0.2.0 have no `status`: the site reads one from their words ("CANCELLED:
 * …" in a title or category), but the admin form opened them as going ahead, so the next save
 * put a cancelled event back on. The status the site showed is stored, for the form to keep.
 */
export const eventStatus: Migration = {
  id: '0002-event-status',
  summary: 'Events without a status get the one their title or categories give them',
  reads: ['showcase'],
  plan(collections) {
    const notes: string[] = []
    const writes = documentsOf(collections, 'showcase').flatMap((doc) => {
      const stored = doc.data.status
      if ((EVENT_STATUSES as readonly unknown[]).includes(stored)) return []
      const status = statusInWords(text(doc.data.title), words(doc.data.categories))
      if (status !== 'scheduled') {
        notes.push(
          `showcase/${doc.id} ("${text(doc.data.title)}") is now stored as ${status}, as its words said: ` +
            'check it in the admin if that is a title, not the news',
        )
      }
      return [
        {
          collection: 'showcase',
          id: doc.id,
          before: doc.data,
          after: { ...doc.data, status, previousStart: doc.data.previousStart ?? null },
          why: `status ${status}${stored === undefined ? '' : ` (it had ${JSON.stringify(stored)})`}`,
        },
      ]
    })
    return { writes, notes }
  },
}

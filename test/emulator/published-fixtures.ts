import { at, clearFirestore, put } from './firestore'

/**
 * A few events and an update as the published-entries and gate tests read them: one published
 * with a slug to normalise, a draft, one whose slug has nothing usable, and one update.
 */
export async function seedPublishedFixtures(): Promise<void> {
  await clearFirestore()
  await put('showcase', {
    e1: {
      title: 'Folk Night',
      titleSlug: 'Folk Night!',
      dateStart: at('2026-05-01T19:00:00Z'),
      published: true,
    },
    e2: {
      title: 'Draft',
      titleSlug: 'draft',
      dateStart: at('2026-05-01T19:00:00Z'),
      published: false,
    },
    e3: { title: 'No slug', titleSlug: '***', published: true },
  })
  await put('updates', { u1: { titleSlug: 'news', published: true } })
}

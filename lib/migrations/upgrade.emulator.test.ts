import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { HISTORY_COLLECTION } from '@/lib/admin/history/schema'
import { awardRoundSchema } from '@/lib/awards/schema'
import { parseBackup, restoreBackup } from '@/lib/backup/backup'
import { eventSchema } from '@/lib/events/schema'
import { firestore } from '@/lib/firebase/admin'
import { mediaSchema } from '@/lib/media/schema'
import { venueSchema } from '@/lib/venues/schema'
import { clearFirestore } from '@/test/emulator/firestore'
import { MIGRATIONS } from '.'
import { MIGRATIONS_COLLECTION, runMigrations } from './runner'

/** What release 0.1.0's own `npm run backup` wrote after its seed (test/fixtures/…/README.md). */
const FIXTURE = 'test/fixtures/release-0.1.0-b43641a/backup'
const backup = parseBackup(
  JSON.parse(readFileSync(join(FIXTURE, readdirSync(FIXTURE)[0]!), 'utf8')) as unknown,
)
const CONTENT = [
  'showcase',
  'updates',
  'dictionary',
  'questions',
  'staff',
  'venues',
  'awardRounds',
  'media',
]

const db = () => firestore()

async function restoreOldRelease() {
  await clearFirestore()
  const report = await restoreBackup(db(), backup)
  const skipped = Object.values(report.collections).flatMap((c) => c.skipped)
  expect(skipped).toEqual([])
}

/** The content as stored, by path: what a run must leave the same however it got there. */
async function content(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {}
  for (const name of CONTENT) {
    for (const doc of (await db().collection(name).get()).docs) all[doc.ref.path] = doc.data()
  }
  return all
}

const count = async (name: string) => (await db().collection(name).count().get()).data().count

describe('upgrading the data of release 0.1.0', () => {
  it('brings back the award round, links every event to a venue page and fills the library', async () => {
    await restoreOldRelease()
    const report = await runMigrations(db(), MIGRATIONS, { release: '0.2.0' })
    expect(report.ran.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id))

    const rounds = (await db().collection('awardRounds').get()).docs
    expect(rounds.map((doc) => awardRoundSchema.parse(doc.data()).name)).toEqual(['2025 round'])

    const events = (await db().collection('showcase').get()).docs.map((doc) => ({
      id: doc.id,
      ...eventSchema.parse(doc.data()),
    }))
    const venues = (await db().collection('venues').get()).docs.map((doc) => ({
      id: doc.id,
      ...venueSchema.parse(doc.data()),
    }))
    // Every typed venue of 0.1.0 is now a venue with a page, and each event points at its own.
    expect(events.length).toBe(backup.collections.showcase!.length)
    for (const event of events) {
      const venue = venues.find((v) => v.id === event.venueId)
      expect([event.id, venue?.name]).toEqual([event.id, event.venue.venueName])
      expect(event.status).toBe('scheduled')
    }
    expect(venues.map((v) => v.slug).sort()).toContain('eston-library-and-community-hub')

    const library = (await db().collection('media').get()).docs.map((doc) =>
      mediaSchema.parse(doc.data()),
    )
    const used = new Set(
      ['showcase', 'updates'].flatMap((c) =>
        backup.collections[c]!.flatMap((doc) =>
          ((doc.data.images ?? []) as { imageURL: string }[]).map((image) => image.imageURL),
        ),
      ),
    )
    expect(new Set(library.map((p) => p.url))).toEqual(used)
    expect(library.every((p) => p.width > 0 && p.height > 0 && p.alt)).toBe(true)

    // 0.1.0 showed the About and awards pages from code: their words are kept, stored.
    const about = (await db().doc('pages/about').get()).data()
    expect(about?.howItWorks).toContain('extended our funding to March 2026')
  })

  it('a second run changes nothing', async () => {
    await restoreOldRelease()
    await runMigrations(db(), MIGRATIONS, { release: '0.2.0' })
    const once = await content()
    const records = await count(HISTORY_COLLECTION)
    const again = await runMigrations(db(), MIGRATIONS, { release: '0.2.0' })
    expect(again.ran).toEqual([])
    expect(await content()).toEqual(once)
    expect(await count(HISTORY_COLLECTION)).toBe(records)
  })

  it('a run killed after its first batch, then run again, ends as one clean run does', async () => {
    const small = { documents: 4, bytes: 2_000_000 }
    await restoreOldRelease()
    await runMigrations(db(), MIGRATIONS, { release: '0.2.0', batchLimits: small })
    const clean = await content()
    const cleanRecords = await count(HISTORY_COLLECTION)

    await restoreOldRelease()
    await expect(
      runMigrations(db(), MIGRATIONS, {
        release: '0.2.0',
        batchLimits: small,
        // 0002 writes every event: stop it after its first four, as a killed deploy would.
        afterBatch: (id, batch) => {
          if (id === '0002-event-status' && batch === 1) throw new Error('killed')
        },
      }),
    ).rejects.toThrow('killed')
    expect((await db().collection(MIGRATIONS_COLLECTION).get()).docs.map((d) => d.id)).toEqual([
      '0001-award-round-2025',
    ])
    await runMigrations(db(), MIGRATIONS, { release: '0.2.0', batchLimits: small })
    expect(await content()).toEqual(clean)
    expect(await count(HISTORY_COLLECTION)).toBe(cleanRecords)
  })
})

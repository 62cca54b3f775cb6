import { firestore } from '@/lib/firebase/admin'
import { HISTORY_COLLECTION } from '@/lib/admin/history/schema'
import { clearFirestore, put } from '@/test/emulator/firestore'
import { documentsOf, type Migration } from './migration'
import { MigrationRefused, MIGRATIONS_COLLECTION, runMigrations } from './runner'

/** Adds a `slug` to every `things` document that lacks one. */
const addSlugs: Migration = {
  id: '0001-slugs',
  summary: 'Things get a slug from their title',
  reads: ['things'],
  plan: (collections) => ({
    writes: documentsOf(collections, 'things')
      .filter((doc) => typeof doc.data.slug !== 'string')
      .map((doc) => ({
        collection: 'things',
        id: doc.id,
        before: doc.data,
        after: { ...doc.data, slug: String(doc.data.title).toLowerCase().replace(/\W+/g, '-') },
        why: 'slug from the title',
      })),
    notes: [],
  }),
}

/** Makes one `index` document listing every slug: it must see 0001's writes, even in a dry run. */
const indexSlugs: Migration = {
  id: '0002-index',
  summary: 'An index of the slugs',
  reads: ['things', 'indexes'],
  plan: (collections) => {
    const slugs = documentsOf(collections, 'things')
      .map((doc) => doc.data.slug)
      .sort()
    const existing = documentsOf(collections, 'indexes').find((doc) => doc.id === 'slugs')
    return {
      writes: [
        {
          collection: 'indexes',
          id: 'slugs',
          before: existing?.data ?? null,
          after: { slugs },
          why: `${slugs.length} slugs`,
        },
      ],
      notes: ['the index is made anew each time'],
    }
  },
}

const db = () => firestore()
const count = async (collection: string) =>
  (await db().collection(collection).count().get()).data().count

async function things(n: number) {
  const docs: Record<string, object> = {}
  for (let i = 0; i < n; i += 1)
    docs[`t${String(i).padStart(4, '0')}`] = { title: `Thing ${i}`, kept: i }
  // put() commits one batch: 500 at most.
  const ids = Object.keys(docs)
  for (let i = 0; i < ids.length; i += 400) {
    await put('things', Object.fromEntries(ids.slice(i, i + 400).map((id) => [id, docs[id]!])))
  }
}

/** Every document of the collections a test looks at, as plain data, by path. */
async function state(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {}
  for (const name of ['things', 'indexes']) {
    for (const doc of (await db().collection(name).get()).docs) all[doc.ref.path] = doc.data()
  }
  return all
}

beforeEach(async () => {
  await clearFirestore()
})

describe('runMigrations', () => {
  it('runs each pending migration once, in order, and records it with the release', async () => {
    await things(3)
    const lines: string[] = []
    const report = await runMigrations(db(), [addSlugs, indexSlugs], {
      release: '9.9.9',
      log: (line) => lines.push(line),
    })
    expect(report.ran.map((r) => [r.id, r.changed])).toEqual([
      ['0001-slugs', { things: 3 }],
      ['0002-index', { indexes: 1 }],
    ])
    expect((await db().doc('indexes/slugs').get()).get('slugs')).toEqual([
      'thing-0',
      'thing-1',
      'thing-2',
    ])
    const record = (await db().doc(`${MIGRATIONS_COLLECTION}/0001-slugs`).get()).data()
    expect(record).toMatchObject({ release: '9.9.9', documents: 3, changed: { things: 3 } })
    expect(record?.appliedAt?.toDate()).toBeInstanceOf(Date)

    const again = await runMigrations(db(), [addSlugs, indexSlugs], { release: '9.9.9' })
    expect(again.ran).toEqual([])
    expect(again.applied).toEqual(['0001-slugs', '0002-index'])
    expect(await count(HISTORY_COLLECTION)).toBe(4)
  })

  it('writes through the history, by the migration, with the version before kept', async () => {
    await put('things', { a: { title: 'A', old: 'dropped by the migration' } })
    const dropOld: Migration = {
      ...addSlugs,
      plan: (collections) => ({
        writes: documentsOf(collections, 'things').map((doc) => ({
          collection: 'things',
          id: doc.id,
          before: doc.data,
          after: { title: doc.data.title, slug: 'a' },
          why: 'slug, and the old field gone',
        })),
        notes: [],
      }),
    }
    await runMigrations(db(), [dropOld], { release: '1.0.0' })
    expect((await db().doc('things/a').get()).data()).toEqual({ title: 'A', slug: 'a' })
    const [record] = (await db().collection(HISTORY_COLLECTION).get()).docs.map((d) => d.data())
    expect(record).toMatchObject({
      email: 'migration 0001-slugs',
      action: 'update',
      collection: 'things',
      documentId: 'a',
      changes: {
        slug: { before: null, after: 'a' },
        old: { before: 'dropped by the migration', after: null },
      },
      snapshot: { title: 'A', slug: 'a' },
      previous: { title: 'A', old: 'dropped by the migration' },
    })
  })

  it('--dry-run prints what each migration would write, on the one before it, and writes nothing', async () => {
    await things(2)
    const lines: string[] = []
    const report = await runMigrations(db(), [addSlugs, indexSlugs], {
      release: '1.0.0',
      dryRun: true,
      log: (line) => lines.push(line),
    })
    expect(report.ran.map((r) => r.changed)).toEqual([{ things: 2 }, { indexes: 1 }])
    expect(lines).toEqual(
      expect.arrayContaining([
        'would run 0001-slugs: Things get a slug from their title',
        '  things: 2 documents to write',
        '  things/t0000: slug from the title',
        '  indexes/slugs: 2 slugs',
        '  left: the index is made anew each time',
      ]),
    )
    expect(await count(MIGRATIONS_COLLECTION)).toBe(0)
    expect(await count(HISTORY_COLLECTION)).toBe(0)
    expect(await count('indexes')).toBe(0)
    expect((await db().doc('things/t0000').get()).get('slug')).toBeUndefined()
  })

  it('refuses, writing nothing, a database a newer release has migrated', async () => {
    await things(1)
    await put(MIGRATIONS_COLLECTION, { '0003-from-the-future': { id: '0003-from-the-future' } })
    await expect(runMigrations(db(), [addSlugs, indexSlugs], { release: '1.0.0' })).rejects.toThrow(
      new MigrationRefused(
        'This database was migrated by a newer release: 0003-from-the-future is recorded but not ' +
          'part of release 1.0.0. Nothing was written. Deploy that release (or a later one), or ' +
          'restore a backup taken before it.',
      ),
    )
    expect(await count(HISTORY_COLLECTION)).toBe(0)
    expect((await db().doc('things/t0000').get()).get('slug')).toBeUndefined()
  })

  it('killed after its first batch, a second run ends where one clean run does', async () => {
    // 450 documents: three batches of at most 200.
    await things(450)
    await runMigrations(db(), [addSlugs, indexSlugs], { release: '1.0.0' })
    const clean = await state()
    await clearFirestore()

    await things(450)
    const killed = runMigrations(db(), [addSlugs, indexSlugs], {
      release: '1.0.0',
      afterBatch: (_, batch) => {
        if (batch === 1) throw new Error('killed')
      },
    })
    await expect(killed).rejects.toThrow('killed')
    expect(await count(MIGRATIONS_COLLECTION)).toBe(0)
    const slugged = (await db().collection('things').where('slug', '!=', null).get()).size
    expect(slugged).toBe(200)

    const resumed = await runMigrations(db(), [addSlugs, indexSlugs], { release: '1.0.0' })
    expect(resumed.ran.map((r) => r.changed)).toEqual([{ things: 250 }, { indexes: 1 }])
    expect(await state()).toEqual(clean)
    // One record per document changed, none doubled.
    expect(await count(HISTORY_COLLECTION)).toBe(451)
  })
})

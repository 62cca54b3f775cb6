import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { deleteApp, getApp, initializeApp } from 'firebase-admin/app'
import { GeoPoint, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'
import { seedEmulator } from '@/scripts/lib/seed-emulator.mjs'
import { demoContent } from '@/scripts/dev/demo-content.mjs'
import { parseBackup, restoreBackup, takeBackup, type Backup } from './backup'
import { encodeValue } from './format'
import { removeTempDirs, tempDir } from '@/test/support/temp-dirs'

const host = () => process.env.FIRESTORE_EMULATOR_HOST!
const source = () => process.env.FIREBASE_PROJECT_ID!
const run = promisify(execFile)

async function emptyProject(projectId: string): Promise<Firestore> {
  await fetch(`http://${host()}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  })
  return getFirestore(initializeApp({ projectId }, projectId))
}

/** Every document of a database, encoded, by path: what a round trip must keep. */
async function everything(db: Firestore): Promise<Record<string, unknown>> {
  const backup = await takeBackup(db, 'any', [])
  const all: Record<string, unknown> = {}
  const walk = (path: string, docs: Backup['collections'][string]) => {
    for (const doc of docs) {
      all[`${path}/${doc.id}`] = doc.data
      for (const [name, nested] of Object.entries(doc.collections ?? {})) {
        walk(`${path}/${doc.id}/${name}`, nested)
      }
    }
  }
  for (const [name, docs] of Object.entries(backup.collections)) walk(name, docs)
  return all
}

beforeAll(async () => {
  await seedEmulator({ host: host(), projectId: source(), content: demoContent(new Date()) })
  const db = firestore()
  const batch = db.batch()
  batch.set(db.doc('showcase/odd-types'), {
    title: 'Odd types',
    titleSlug: 'odd-types',
    // Firestore keeps microseconds; the round trip must keep every one of them.
    dateStart: new Timestamp(1_780_000_000, 123_456_000),
    venue: { venueName: 'Hall', venueLocation: 'TS1' },
    images: [{ imageURL: '/demo/a.jpg', imageTitle: 'A' }],
    where: new GeoPoint(54.57, -1.23),
    related: db.doc('updates/x'),
    published: false,
  })
  batch.set(db.doc('showcase/odd-types/notes/n1'), { text: 'a subcollection' })
  batch.set(db.doc('adminHistory/h1'), {
    at: Timestamp.now(),
    uid: 'u1',
    email: 'editor@example.org',
    action: 'update',
    collection: 'showcase',
    documentId: 'odd-types',
    label: 'Odd types',
    changes: { title: { before: 'Old', after: 'Odd types' } },
    snapshot: { title: 'Odd types', published: false },
  })
  // Invalid: no title. A restore must skip it and say why.
  batch.set(db.doc('updates/broken'), { titleSlug: 'broken', published: true })
  // A page of no known shape: skipped too.
  batch.set(db.doc('pages/broken'), { lede: 42 })
  await batch.commit()
})

afterAll(removeTempDirs)

describe('backup and restore (Firestore emulator)', () => {
  it('loses nothing in a round trip, and skips what the schemas refuse, saying why', async () => {
    const files = [{ path: 'a1b2.jpg', bytes: 52_113 }]
    const json = JSON.stringify(await takeBackup(firestore(), source(), files))
    const backup = parseBackup(JSON.parse(json))
    expect(backup.files).toEqual(files)
    const targetId = 'demo-jest-backup-target'
    const target = await emptyProject(targetId)
    try {
      const report = await restoreBackup(target, backup)
      expect(report.refused).toBeUndefined()
      expect(report.collections.updates?.skipped).toEqual([
        { path: 'updates/broken', issues: expect.stringContaining('title') },
      ])
      expect(report.collections.showcase?.checked).toBe(true)
      // The site's pages, seeded by the demo, are carried and checked against their shapes.
      expect(report.collections.pages?.checked).toBe(true)
      expect(report.collections.pages?.skipped).toEqual([
        { path: 'pages/broken', issues: expect.any(String) },
      ])
      expect((await target.doc('pages/contact').get()).get('reply')).toContain('five working days')
      // The demo's award round, checked with its schema like the other content.
      expect(report.collections.awardRounds).toMatchObject({ checked: true })
      expect((await target.doc('awardRounds/round-2025').get()).get('name')).toBe('2025 round')

      const before = await everything(firestore())
      const after = await everything(target)
      delete before['updates/broken']
      delete before['pages/broken']
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
      expect(after).toEqual(before)
      expect(Object.keys(after).length).toBeGreaterThan(50)
      const odd = await target.doc('showcase/odd-types').get()
      expect(odd.get('dateStart')).toEqual(new Timestamp(1_780_000_000, 123_456_000))
      expect(encodeValue(odd.get('related'))).toEqual({ __type: 'reference', path: 'updates/x' })

      // Into a database that is not empty: refused, and nothing written.
      await target.doc('staff/extra').delete()
      const again = await restoreBackup(target, backup)
      expect(again.refused).toEqual(expect.arrayContaining(['showcase', 'updates']))
      expect((await target.doc('staff/extra').get()).exists).toBe(false)
    } finally {
      await deleteApp(getApp(targetId))
    }
  })

  it('npm run backup and npm run restore do it from the command line', async () => {
    const out = join(tempDir('backup-test'), 'backup.json')
    const env = { ...process.env, FIREBASE_PROJECT_ID: source() }
    const taken = await run('npm', ['run', '--silent', 'backup', '--', '--out', out], { env })
    expect(taken.stdout).toMatch(/\[backup\] demo-jest-backup: .*\d+ showcase/)
    const backup = parseBackup(JSON.parse(await readFile(out, 'utf8')))
    expect(backup.collections.showcase?.length).toBeGreaterThan(5)

    const targetId = 'demo-jest-backup-cli'
    const target = await emptyProject(targetId)
    try {
      const targetEnv = { ...env, FIREBASE_PROJECT_ID: targetId }
      const restored = await run('npm', ['run', '--silent', 'restore', '--', out], {
        env: targetEnv,
      })
      expect(restored.stdout).toContain('[restore] updates:')
      expect(restored.stdout).toContain('skipped updates/broken')
      expect(await everything(target)).toEqual(
        Object.fromEntries(
          Object.entries(await everything(firestore())).filter(
            ([p]) => p !== 'updates/broken' && p !== 'pages/broken',
          ),
        ),
      )
      const refused = await run('npm', ['run', '--silent', 'restore', '--', out], {
        env: targetEnv,
      }).catch((error: { code: number; stdout: string }) => error)
      expect(refused).toMatchObject({
        code: 1,
        stdout: expect.stringContaining('Nothing was restored'),
      })
    } finally {
      await deleteApp(getApp(targetId))
    }
  }, 120_000)
})

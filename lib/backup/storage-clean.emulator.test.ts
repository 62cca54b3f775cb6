import { execFile } from 'node:child_process'
import { readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Timestamp } from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'
import { removeTempDirs, tempDir } from '@/test/support/temp-dirs'
import type { CleanSummary } from './storage-clean'

const run = promisify(execFile)
const HOUR = 3600_000

const name = (n: number, ext = 'jpg') =>
  `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${ext}`
/** Files the documents use (in a content document, a history record, a subcollection). */
const USED = name(1)
const IN_HISTORY_ONLY = name(2)
const IN_RICH_TEXT = name(3, 'webp')
const ROUND_FORM = '00000000-0000-4000-8000-000000000004--application-form.pdf'
/** Used by nothing but an editor's preview that has not expired. */
const IN_PREVIEW_ONLY = name(5)
const OLD_ORPHAN = name(6)
const YOUNG_ORPHAN = name(7)
/** A file the site did not write: never touched, however old. */
const NOT_THE_SITES = 'notes.txt'

async function uploadsWithFiles(): Promise<string> {
  const dir = tempDir('storage-clean')
  const ages: Record<string, number> = {
    [USED]: 200,
    [IN_HISTORY_ONLY]: 200,
    [IN_RICH_TEXT]: 200,
    [ROUND_FORM]: 200,
    [IN_PREVIEW_ONLY]: 200,
    [OLD_ORPHAN]: 48,
    [YOUNG_ORPHAN]: 3,
    [NOT_THE_SITES]: 500,
  }
  for (const [file, hours] of Object.entries(ages)) {
    await writeFile(join(dir, file), Buffer.alloc(1234))
    const at = new Date(Date.now() - hours * HOUR)
    await utimes(join(dir, file), at, at)
  }
  return dir
}

beforeAll(async () => {
  const db = firestore()
  const batch = db.batch()
  batch.set(db.doc('showcase/walk'), {
    title: 'A walk',
    images: [{ imageURL: `/uploads/${USED}`, imageTitle: 'Walkers' }],
    description: `<p>Route:</p><img src="/uploads/${IN_RICH_TEXT}" alt="">`,
  })
  batch.set(db.doc('awardRounds/round-2026'), { name: '2026 round' })
  batch.set(db.doc('awardRounds/round-2026/notes/n1'), {
    documents: [{ url: `/uploads/${ROUND_FORM}` }],
  })
  // A deleted document, restorable from its history record.
  batch.set(db.doc('adminHistory/h1'), {
    at: Timestamp.fromMillis(Date.now() - 100 * HOUR),
    action: 'delete',
    collection: 'updates',
    documentId: 'gone',
    snapshot: { images: [{ imageURL: `/uploads/${IN_HISTORY_ONLY}` }] },
  })
  batch.set(db.doc('adminPreviews/p1'), {
    collection: 'showcase',
    of: 'walk',
    data: { images: [{ imageURL: `/uploads/${IN_PREVIEW_ONLY}` }] },
    expiresAt: Timestamp.fromMillis(Date.now() + 6 * HOUR),
  })
  // An expired preview counts for nothing: the orphan it names is still an orphan.
  batch.set(db.doc('adminPreviews/p0'), {
    collection: 'showcase',
    of: null,
    data: { images: [{ imageURL: `/uploads/${OLD_ORPHAN}` }] },
    expiresAt: Timestamp.fromMillis(Date.now() - HOUR),
  })
  await batch.commit()
})

function summaryOf(stdout: string): CleanSummary & { severity: string } {
  const line = stdout.split('\n').find((l) => l.startsWith('{"severity":'))
  if (!line) throw new Error(`No summary in:\n${stdout}`)
  return JSON.parse(line) as CleanSummary & { severity: string }
}

afterAll(removeTempDirs)

describe('npm run storage:clean (Firestore emulator, local uploads)', () => {
  it('lists the old orphan in a dry run, removes exactly it with --yes', async () => {
    const dir = await uploadsWithFiles()
    const env = { ...process.env, LOCAL_UPLOADS_DIR: dir }
    const before = (await readdir(dir)).sort()

    const dry = await run('npm', ['run', '--silent', 'storage:clean'], { env })
    expect(dry.stdout).toContain(`would remove ${OLD_ORPHAN} (1234 bytes`)
    expect(dry.stdout.match(/would remove \S+ \(/g)).toHaveLength(1)
    expect(summaryOf(dry.stdout)).toMatchObject({
      severity: 'INFO',
      event: 'storage-clean',
      dryRun: true,
      files: 8,
      unused: { files: 1, bytes: 1234 },
      removed: 0,
      kept: { referenced: 5, recent: 1, 'unknown-age': 0, 'not-the-sites': 1 },
    })
    expect((await readdir(dir)).sort()).toEqual(before)

    const real = await run('npm', ['run', '--silent', 'storage:clean', '--', '--yes'], { env })
    expect(summaryOf(real.stdout)).toMatchObject({ dryRun: false, removed: 1, failed: [] })
    expect((await readdir(dir)).sort()).toEqual(before.filter((file) => file !== OLD_ORPHAN))
  }, 120_000)

  it('follows --grace-hours: with 2 h the young orphan goes too', async () => {
    const dir = await uploadsWithFiles()
    const env = { ...process.env, LOCAL_UPLOADS_DIR: dir }
    const args = ['run', '--silent', 'storage:clean', '--', '--yes', '--grace-hours', '2']
    const { stdout } = await run('npm', args, { env })
    expect(summaryOf(stdout)).toMatchObject({ graceHours: 2, removed: 2 })
    const left = await readdir(dir)
    expect(left).not.toContain(YOUNG_ORPHAN)
    expect(left).not.toContain(OLD_ORPHAN)
    expect(left).toHaveLength(6)
  }, 120_000)

  it('refuses an empty database and removes nothing', async () => {
    const dir = await uploadsWithFiles()
    const env = { ...process.env, LOCAL_UPLOADS_DIR: dir, FIREBASE_PROJECT_ID: 'demo-jest-nothing' }
    const failed = await run('npm', ['run', '--silent', 'storage:clean', '--', '--yes'], {
      env,
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('no documents') })
    expect(await readdir(dir)).toHaveLength(8)
  }, 120_000)
})

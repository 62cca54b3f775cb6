// Writes every collection of the site's Firestore (and the list of stored files) to a dated
// JSON file:  npm run backup [-- --out FILE]
// The emulator when FIRESTORE_EMULATOR_HOST is set (a demo- project uses 127.0.0.1:8080 by
// default, as `npm run demo` does); otherwise the real project, with its credentials.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { pictureStore } from '@/lib/admin/media/pictures/store'
import { takeBackup } from '@/lib/backup/backup'
import { firestore } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/site/env'
import { targetDemoEmulator } from './backup-target'

const { values } = parseArgs({ options: { out: { type: 'string' } } })

async function main() {
  targetDemoEmulator()
  const now = new Date()
  const out =
    values.out ??
    `backups/backup-${now
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z')}.json`
  const { projectId } = serverEnv()
  // A demo project has no Cloud Storage: its uploads are in LOCAL_UPLOADS_DIR, if given.
  const demoWithoutUploads = projectId.startsWith('demo-') && !process.env.LOCAL_UPLOADS_DIR
  if (demoWithoutUploads) console.log('[backup] no LOCAL_UPLOADS_DIR: no stored files to list')
  const files = demoWithoutUploads ? [] : await pictureStore().list()
  const backup = await takeBackup(firestore(), projectId, files, now)
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, `${JSON.stringify(backup, null, 1)}\n`)
  const counts = Object.entries(backup.collections).map(([name, docs]) => `${docs.length} ${name}`)
  console.log(`[backup] ${projectId}: ${counts.join(', ')}; ${backup.files.length} stored files`)
  console.log(`[backup] written to ${out}`)
  await firestore().terminate()
}

main().catch((error: unknown) => {
  console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

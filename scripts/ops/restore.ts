// Loads a backup (npm run backup) into an empty project or emulator, checking every document
// with the site's schemas and reporting what it skipped:  npm run restore -- FILE [--force]
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { describeRestore, parseBackup, restoreBackup } from '@/lib/backup/backup'
import { firestore } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/site/env'
import { targetDemoEmulator } from './backup-target'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})

async function main() {
  const [file] = positionals
  if (!file) throw new Error('Which backup? npm run restore -- backups/backup-….json [--force]')
  targetDemoEmulator()
  const backup = parseBackup(JSON.parse(await readFile(file, 'utf8')))
  const { projectId } = serverEnv()
  console.log(
    `[restore] ${file} (taken ${backup.createdAt} from ${backup.projectId}) into ${projectId}`,
  )
  const report = await restoreBackup(firestore(), backup, { force: values.force })
  for (const line of describeRestore(report)) console.log(`[restore] ${line}`)
  await firestore().terminate()
  if (report.refused) process.exit(1)
}

main().catch((error: unknown) => {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

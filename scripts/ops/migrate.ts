// Runs the content migrations this release has and the database has not had yet (lib/migrations):
//   npm run migrate               run them (npm run build does this before next build)
//   npm run migrate -- --dry-run  print, per migration and collection, what would change
//   npm run migrate -- --baseline record them all as run, running none (data seeded in this
//                                 release's shape: the e2e fixtures)
// The emulator when FIRESTORE_EMULATOR_HOST is set (a demo- project: 127.0.0.1:8080 by
// default); otherwise the real project, with its credentials. Take a backup first.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { firestore } from '@/lib/firebase/admin'
import { MIGRATIONS } from '@/lib/migrations'
import { MigrationRefused, runMigrations } from '@/lib/migrations/runner'
import { serverEnv } from '@/lib/site/env'
import { targetDemoEmulator } from './backup-target'

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: false },
  },
})

async function main() {
  targetDemoEmulator()
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const dryRun = values['dry-run']
  console.log(
    `[migrate] ${serverEnv().projectId}${dryRun ? ' (dry run: nothing is written)' : ''}, release ${version}`,
  )
  await runMigrations(firestore(), MIGRATIONS, {
    dryRun,
    baseline: values.baseline,
    release: version,
    log: (line) => console.log(`[migrate] ${line}`),
  })
  await firestore().terminate()
}

main().catch((error: unknown) => {
  const refused = error instanceof MigrationRefused
  console.error(
    `[migrate] ${refused ? '' : 'failed: '}${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})

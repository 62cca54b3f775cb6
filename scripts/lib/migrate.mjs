// Runs `npm run migrate` (scripts/ops/migrate.ts, lib/migrations) against an emulator: the seed,
// the demo and the e2e tests bring what they write up to this release with the same runner a
// deploy uses, so their data is recorded as migrated as a real project's would be.
import { run } from './processes.mjs'

/**
 * `flag`: '--dry-run', or '--baseline' to record every migration as run without running it
 * (the e2e fixtures, written in this release's shape).
 * @param {{ host: string, projectId: string, flag?: '--dry-run' | '--baseline', env?: Record<string, string> }} target
 */
export async function migrateEmulator({ host, projectId, flag, env = {} }) {
  if (!host) throw new Error('Refusing to migrate: no emulator host')
  const args = [
    'tsx',
    '--conditions=react-server',
    'scripts/ops/migrate.ts',
    ...(flag ? [flag] : []),
  ]
  await run('npx', args, {
    env: { ...env, FIRESTORE_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: projectId },
  })
}

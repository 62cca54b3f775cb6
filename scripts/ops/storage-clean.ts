// Removes stored pictures and award documents that no document uses any more, once they are
// older than the grace period:  npm run storage:clean [-- --yes] [-- --grace-hours 24]
// A dry run unless --yes. Reads every collection as `npm run backup` does, and removes nothing
// if any read fails. The emulator for a demo- project, as the backup does (backup-target.ts).
import { parseArgs } from 'node:util'
import { pictureStore, storeLocation } from '@/lib/admin/media/pictures/store'
import { cleanStorage } from '@/lib/backup/storage-clean'
import { graceHours } from '@/lib/backup/unused-files'
import { firestore } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/site/env'
import { targetDemoEmulator } from './backup-target'

const { values } = parseArgs({
  options: {
    yes: { type: 'boolean', default: false },
    'grace-hours': { type: 'string' },
  },
})

async function main() {
  const hours = graceHours(values['grace-hours'] ?? process.env.STORAGE_CLEAN_GRACE_HOURS)
  targetDemoEmulator()
  const { projectId } = serverEnv()
  // A demo project has no Cloud Storage: its uploads are in LOCAL_UPLOADS_DIR, if given.
  if (projectId.startsWith('demo-') && !process.env.LOCAL_UPLOADS_DIR) {
    console.log('[storage:clean] no LOCAL_UPLOADS_DIR: a demo- project has no stored files')
    return
  }
  const summary = await cleanStorage({
    db: firestore(),
    store: pictureStore(),
    location: storeLocation(),
    graceHours: hours,
    remove: values.yes,
    report: (file) =>
      console.log(
        `[storage:clean] ${values.yes ? 'removing' : 'would remove'} ${file.path} ` +
          `(${file.bytes} bytes, written ${file.created})`,
      ),
  })
  const verb = values.yes ? 'removed' : 'would remove'
  const count = values.yes ? summary.removed : summary.unused.files
  const message =
    `[storage:clean] ${projectId}: ${verb} ${count} of ${summary.files} files, ` +
    `${summary.unused.bytes} bytes; kept ${summary.kept.referenced} in use and ` +
    `${summary.kept.recent} from the last ${hours} h` +
    (values.yes ? '' : ' (a dry run: --yes removes them)')
  console.log(message)
  // One JSON line in the shape Cloud Logging reads (severity, message), for a scheduled job.
  const severity = summary.failed.length ? 'ERROR' : 'INFO'
  console.log(JSON.stringify({ severity, message, ...summary }))
  await firestore().terminate()
  if (summary.failed.length) process.exit(1)
}

main().catch((error: unknown) => {
  const message = `[storage:clean] ${error instanceof Error ? error.message : String(error)}`
  console.error(message)
  console.error(JSON.stringify({ severity: 'ERROR', message, event: 'storage-clean', removed: 0 }))
  process.exit(1)
})

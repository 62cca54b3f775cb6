#!/usr/bin/env node
// Reseeds a running Firestore emulator with the demo content (dates relative to now), then
// runs the migrations on it (npm run migrate).
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run seed
import { migrateEmulator } from '../lib/migrate.mjs'
import { seedEmulator } from '../lib/seed-emulator.mjs'
import { withUploadedDocuments } from './award-round.mjs'
import { demoContent } from './demo-content.mjs'

const DEMO_PROJECT_ID = 'demo-creative-communities'

/** With `uploadsDir` (the demo's LOCAL_UPLOADS_DIR), the round's documents are seeded uploads. */
export async function seedDemo({ host, projectId, uploadsDir }) {
  const content = demoContent(new Date())
  if (uploadsDir) {
    content.awardRounds = content.awardRounds.map(({ id, data }) => ({
      id,
      data: withUploadedDocuments(data, uploadsDir),
    }))
  }
  const counts = await seedEmulator({ host, projectId, content })
  console.log(
    `[seed] ${projectId} @ ${host}: ` +
      Object.entries(counts)
        .map(([c, n]) => `${n} ${c}`)
        .join(', '),
  )
  // The same runner a deploy uses: the demo's data is migrated, and recorded as such.
  await migrateEmulator({
    host,
    projectId,
    env: uploadsDir ? { LOCAL_UPLOADS_DIR: uploadsDir } : {},
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
  const projectId = process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID
  seedDemo({ host, projectId }).catch((error) => {
    console.error(`[seed] ${error.message}`)
    console.error('[seed] Is the emulator running? Start the whole demo with `npm run demo`.')
    process.exit(1)
  })
}

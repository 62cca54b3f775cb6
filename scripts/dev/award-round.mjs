// The 2025 round of the Creative Community Awards as an `awardRounds` document: the round the
// migration 0001 stores (lib/migrations/0001-award-round-2025.json, the figures, rules,
// questions and documents release 0.1.0 showed from code), with the Word and PDF files that
// scripts/assets/make-downloads.mjs wrote into public/downloads/. The demo copies them into its
// upload store, so they are served as an editor's uploads are; the e2e fixtures use them as they are.
import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// The repository's root: the seed, the demo, jest and Playwright all run from it (Playwright
// compiles fixtures to CommonJS, where import.meta is not allowed, nor is a JSON import).
const ROOT = process.cwd()

/** The frozen round, as the migration writes it (dates as ISO strings). */
const ROUND_FILE = join(ROOT, 'lib', 'migrations', '0001-award-round-2025.json')

/** The fields of the 2025 round's document (Dates, which firebase-admin stores as Timestamps). */
export function awardRound2025() {
  // Read on each call, so each caller gets its own copy to change.
  const round = JSON.parse(readFileSync(ROUND_FILE, 'utf8'))
  return { ...round, opensAt: new Date(round.opensAt), closesAt: new Date(round.closesAt) }
}

/**
 * The round with its documents copied into a local upload store (LOCAL_UPLOADS_DIR) under the
 * names an editor's upload gets (`{uuid}--{name}`), so the demo serves them as uploads.
 */
export function withUploadedDocuments(round, uploadsDir) {
  mkdirSync(uploadsDir, { recursive: true })
  return {
    ...round,
    documents: round.documents.map((document) => {
      const file = `${randomUUID()}--${document.url.slice('/downloads/'.length)}`
      copyFileSync(join(ROOT, 'public', document.url), join(uploadsDir, file))
      return { ...document, url: `/uploads/${file}` }
    }),
  }
}

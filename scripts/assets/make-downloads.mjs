#!/usr/bin/env node
// Writes the downloadable documents into public/downloads/: the Creative Community Awards
// guidelines and application form (Word and PDF), the community survey (PDF) and the South
// Bank mural expression-of-interest form (Word). The text is in scripts/assets/downloads/documents.mjs
// (the awards documents take their figures from the 2025 round, lib/migrations/0001-award-round-2025.json);
// pdfkit and docx write the files. Commit them.
//
// The awards documents are the closed 2025 round's, and that round records their sizes in bytes.
// A new run does not reproduce the files byte for byte (a Word file carries the time it was
// written): keep the committed awards files (lib/awards/downloads.test.ts checks the sizes).
//
//   node scripts/assets/make-downloads.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DOCUMENTS } from './downloads/documents.mjs'
import { renderDocx } from './downloads/docx.mjs'
import { renderPdf } from './downloads/pdf.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const outDir = join(root, 'public', 'downloads')
mkdirSync(outDir, { recursive: true })

const RENDER = { pdf: renderPdf, docx: renderDocx }

for (const { doc, formats } of DOCUMENTS) {
  for (const format of formats) {
    const bytes = await RENDER[format](doc)
    const name = `${doc.file}.${format}`
    writeFileSync(join(outDir, name), bytes)
    console.log(`public/downloads/${name}: ${bytes.length} bytes`)
  }
}

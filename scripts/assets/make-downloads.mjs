#!/usr/bin/env node
// Writes the downloadable documents into public/downloads/: the Creative Community Awards
// guidelines and application form (Word and PDF), the community survey (PDF) and the South
// Bank mural expression-of-interest form (Word). The text is in scripts/assets/downloads/documents.mjs;
// pdfkit and docx write the files. Commit them.
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

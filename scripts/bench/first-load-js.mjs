#!/usr/bin/env node
// First-load JavaScript of the public routes, as a browser would fetch it: every
// <script src> of each page's server HTML, counted once per page, raw and gzipped.
// Run against any production server (npm run demo, or the e2e build):
//   node scripts/bench/first-load-js.mjs [baseURL] [path ...]
// With no paths it measures the site's pages (scripts/lib/site-pages.mjs).
import { gzipSync } from 'node:zlib'
import { sitePages } from '../lib/site-pages.mjs'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)

async function text(path) {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.text()
}

const sizes = new Map()
async function scriptSize(src) {
  if (!sizes.has(src)) {
    sizes.set(
      src,
      fetch(new URL(src, base))
        .then((r) => r.arrayBuffer())
        .then((b) => ({ raw: b.byteLength, gzip: gzipSync(Buffer.from(b)).byteLength })),
    )
  }
  return sizes.get(src)
}

const rows = []
for (const path of given.length ? given : await sitePages(base)) {
  const html = await text(path)
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
  let raw = 0
  let gzip = 0
  for (const src of srcs) {
    const size = await scriptSize(src.replaceAll('&amp;', '&'))
    raw += size.raw
    gzip += size.gzip
  }
  rows.push({
    path,
    scripts: srcs.length,
    kib: (raw / 1024).toFixed(1),
    gzipKib: (gzip / 1024).toFixed(1),
  })
}
const width = Math.max(...rows.map((r) => r.path.length))
console.log(`${'route'.padEnd(width)}  scripts  JS KiB  gzip KiB`)
for (const r of rows) {
  console.log(
    `${r.path.padEnd(width)}  ${String(r.scripts).padStart(7)}  ${r.kib.padStart(6)}  ${r.gzipKib.padStart(8)}`,
  )
}

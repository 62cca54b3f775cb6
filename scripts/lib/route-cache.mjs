// Next 16.4 writes a regenerated page to its disk cache (DIST/server/route-cache) without its
// RSC payload when partial prerendering is on (cacheComponents turns it on), yet reads that
// payload back for every complete page; the read fails and the page counts as not cached, so
// a new process renders it afresh (503 while Firestore cannot be reached) though a copy is on
// disk and the build holds one too (vercel/next.js#98306). The site's cache handler writes the
// payload (lib/cache-handlers/file-system.mjs); entries without it, from an earlier version or
// a process stopped between two files, are removed before Next starts, so the build's copy is
// served (and renewed) instead, as after a fresh deployment.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** Every page entry under `dir` that Next could not read back: [html path, meta path]. */
export function incompletePages(dir) {
  if (!existsSync(dir)) return []
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = join(entry.parentPath ?? entry.path, entry.name)
    const base = html.slice(0, -'.html'.length)
    let meta
    try {
      meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8'))
    } catch {
      continue
    }
    // A page with a postponed part is read without its payload; only complete pages need it.
    if (meta.postponed == null && !existsSync(`${base}.rsc`)) found.push([html, `${base}.meta`])
  }
  return found
}

/** Removes them from `distDir`'s page cache; returns how many there were. */
export function removeIncompletePages(distDir) {
  const pages = incompletePages(join(distDir, 'server', 'route-cache', 'APP_PAGE'))
  for (const files of pages) for (const file of files) rmSync(file, { force: true })
  return pages.length
}

#!/usr/bin/env node
// Completes a standalone build (`output: 'standalone'`) after `next build`. Next leaves the
// browser files (<distDir>/static) and public/ out of <distDir>/standalone, expecting a CDN to
// serve them; without a CDN, its server.js serves them only when they are copied in beside it,
// as Next's docs and its examples/with-docker Dockerfile do. Then
// `node <distDir>/standalone/server.js` is the whole site.
//   node scripts/build/standalone-assets.mjs          distDir from NEXT_DIST_DIR, else .next
import { cpSync, existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The absolute path of the standalone server of a build in `distDir` (relative to the repo). */
export function standaloneServer(distDir = process.env.NEXT_DIST_DIR || '.next') {
  return resolve(root, distDir, 'standalone', 'server.js')
}

/** Copies `<distDir>/static` and `public/` into `<distDir>/standalone`. */
export function copyStandaloneAssets(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const build = resolve(root, distDir)
  const standalone = resolve(build, 'standalone')
  if (!existsSync(resolve(standalone, 'server.js'))) {
    throw new Error(
      `${standaloneServer(distDir)} is missing: build with output: 'standalone' (next.config.mjs) first`,
    )
  }
  // server.js looks for them where they sit in the project: <distDir>/static and public/.
  cpSync(resolve(build, 'static'), resolve(standalone, relative(root, build), 'static'), {
    recursive: true,
  })
  cpSync(resolve(root, 'public'), resolve(standalone, 'public'), { recursive: true })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  copyStandaloneAssets()
}

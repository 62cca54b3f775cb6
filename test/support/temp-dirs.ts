// Temporary folders for the jest tests, as scripts/lib/processes.mjs's tempDir is for the
// scripts: removed once a file's tests end (`afterAll(removeTempDirs)` in a file that uses them).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const folders: string[] = []

/** A new private folder under the system's temporary one. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  folders.push(dir)
  return dir
}

export function removeTempDirs(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
}

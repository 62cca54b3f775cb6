// Folders a test writes in, under the system's temporary one, removed once its file's tests end:
// call `afterAll(removeScratchFolders)` in a file that uses scratchFolder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const folders: string[] = []

export function scratchFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  folders.push(dir)
  return dir
}

export function removeScratchFolders(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
}

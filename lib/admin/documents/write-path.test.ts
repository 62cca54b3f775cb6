/**
 * @jest-environment node
 */
// One write path (issue 55): every admin write goes through commitChange in ./write.ts, which
// checks the version, records history and expires the tags. A batch, a transaction or an
// updateTag anywhere else in lib/admin/ is a second path that the next rule would miss.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

// All of lib/admin/, not only this folder, where write.ts has lived since the move by collection.
const ADMIN = resolve(__dirname, '..')
const THE_ONE = 'documents/write.ts'
const FORBIDDEN = /\bbatch\(|\brunTransaction\b|\bupdateTag\b/

function productionFiles(): string[] {
  return readdirSync(ADMIN, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => path.split('\\').join('/'))
}

test('lib/admin/ writes only through write.ts', () => {
  const files = productionFiles()
  expect(files).toContain(THE_ONE)
  const offending = files
    .filter((path) => path !== THE_ONE)
    .flatMap((path) =>
      readFileSync(join(ADMIN, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
  expect(offending).toEqual([])
})

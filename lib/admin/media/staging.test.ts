/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The demo's and the tests' store: a folder of its own for this file.
const uploads = mkdtempSync(join(tmpdir(), 'staging-'))
process.env.LOCAL_UPLOADS_DIR = uploads

import { MAX_STAGED_FILES, mayStage, stageFile, sweepStagedFiles, takeStagedFiles } from './staging'
import { STAGED_PREFIX } from './staging-names'

afterAll(() => rmSync(uploads, { recursive: true, force: true }))

const bytes = (n: number) => new Uint8Array(n).fill(7)
const meta = { name: 'photo.jpg', type: 'image/jpeg' }

describe('staged files', () => {
  it('come back to the editor who sent them, once, and never to another', async () => {
    const id = await stageFile('editor-a', bytes(5), meta)
    const theirs = new FormData()
    theirs.append('newPictures', `${STAGED_PREFIX}${id}`)
    await takeStagedFiles(theirs, 'editor-b')
    expect(theirs.getAll('newPictures')).toEqual([])

    const form = new FormData()
    form.append('title', 'A title')
    form.append('newPictures', `${STAGED_PREFIX}${id}`)
    form.append('newPictures', `${STAGED_PREFIX}not-an-id/../x`)
    await takeStagedFiles(form, 'editor-a')
    const [file, ...rest] = form.getAll('newPictures')
    expect(rest).toEqual([])
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('photo.jpg')
    expect((file as File).type).toBe('image/jpeg')
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(bytes(5))
    expect(form.get('title')).toBe('A title')

    // Taken: a second save naming it gets nothing, and nothing is left on disk.
    const again = new FormData()
    again.append('newPictures', `${STAGED_PREFIX}${id}`)
    await takeStagedFiles(again, 'editor-a')
    expect(again.getAll('newPictures')).toEqual([])
  })

  it('are kept out of the folder the site serves', async () => {
    await stageFile('editor-c', bytes(1), meta)
    const served = readdirSync(uploads, { withFileTypes: true }).filter((entry) => entry.isFile())
    expect(served).toEqual([])
  })

  it('are capped per editor, by count and by bytes', async () => {
    expect(await mayStage('editor-d', 200 * 1024 * 1024)).toBe(false)
    for (let i = 0; i < MAX_STAGED_FILES; i++) await stageFile('editor-d', bytes(1), meta)
    expect(await mayStage('editor-d', 1)).toBe(false)
    expect(await mayStage('editor-e', 1)).toBe(true)
  })

  it('are swept after a day when no save took them', async () => {
    const old = await stageFile('editor-f', bytes(1), meta)
    const fresh = await stageFile('editor-f', bytes(1), meta)
    const dir = join(uploads, '.staging')
    const [owner] = readdirSync(dir).filter((name) => readdirSync(join(dir, name)).includes(old))
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000)
    utimesSync(join(dir, owner!, old), yesterday, yesterday)
    await sweepStagedFiles()
    expect(readdirSync(join(dir, owner!)).filter((name) => !name.endsWith('.json'))).toEqual([
      fresh,
    ])
  })
})

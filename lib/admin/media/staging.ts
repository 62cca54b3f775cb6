import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getStorage } from 'firebase-admin/storage'
import { z } from 'zod'
import { adminApp } from '@/lib/firebase/admin'
import { MAX_ROUND_DOCUMENT_BYTES } from '@/lib/awards/document-type'
import { MAX_PICTURE_BYTES } from './pictures/limits'
import { storeLocation } from './pictures/store'
import { STAGED_PREFIX } from './staging-names'

/**
 * Files an editor sent to the upload route (app/admin/uploads/route.ts) before the form that
 * uses them: kept apart from the store's served files (a folder the /uploads/ route never
 * serves, an object with no download token), bound to the editor, taken (read and deleted) by
 * the save that names them, and swept after a day when no save did.
 */

/** The largest file any form takes: a picture or a round's document. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_PICTURE_BYTES, MAX_ROUND_DOCUMENT_BYTES)

/** How many staged files, and bytes, one editor may have waiting: a round's ten documents
 * of 10 MB and a few left by saves that never arrived. */
export const MAX_STAGED_FILES = 20
export const MAX_STAGED_BYTES = 120 * 1024 * 1024
/** A staged file no save took in a day is swept. */
export const STAGED_LIFETIME_MS = 24 * 60 * 60 * 1000

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const metaSchema = z.object({
  name: z.string().max(1000),
  type: z.string().max(200),
})
type StagedMeta = z.infer<typeof metaSchema>

interface StagedEntry {
  id: string
  bytes: number
  created: number
}

/** Where staged files are kept: one folder (or object prefix) per editor. */
interface StagingPlace {
  list(owner: string): Promise<StagedEntry[]>
  owners(): Promise<string[]>
  write(owner: string, id: string, bytes: Uint8Array, meta: StagedMeta): Promise<void>
  read(
    owner: string,
    id: string,
  ): Promise<{ bytes: Uint8Array<ArrayBuffer>; meta: StagedMeta } | null>
  remove(owner: string, id: string): Promise<void>
}

/** The folder name for an editor: a hash, so no uid can name a path. */
const ownerOf = (uid: string) => createHash('sha256').update(uid).digest('hex').slice(0, 32)

function localPlace(uploads: string): StagingPlace {
  // A dot folder inside the uploads folder: the /uploads/ route serves only UUID file names,
  // and the store's list() reads files, not folders.
  const root = join(/* turbopackIgnore: true */ uploads, '.staging')
  const dir = (owner: string) => join(/* turbopackIgnore: true */ root, owner)
  return {
    async list(owner) {
      const names = await readdir(dir(owner)).catch(() => [] as string[])
      const ids = names.filter((name) => ID.test(name))
      return Promise.all(
        ids.map(async (id) => {
          const stats = await stat(join(/* turbopackIgnore: true */ dir(owner), id))
          return { id, bytes: stats.size, created: stats.mtimeMs }
        }),
      )
    },
    async owners() {
      return (await readdir(root).catch(() => [] as string[])).filter((n) =>
        /^[0-9a-f]{32}$/.test(n),
      )
    },
    async write(owner, id, bytes, meta) {
      await mkdir(dir(owner), { recursive: true })
      await writeFile(
        join(/* turbopackIgnore: true */ dir(owner), `${id}.json`),
        JSON.stringify(meta),
      )
      await writeFile(join(/* turbopackIgnore: true */ dir(owner), id), bytes)
    },
    async read(owner, id) {
      try {
        const path = join(/* turbopackIgnore: true */ dir(owner), id)
        const meta = metaSchema.parse(JSON.parse(await readFile(`${path}.json`, 'utf8')))
        return { bytes: new Uint8Array(await readFile(path)), meta }
      } catch {
        return null
      }
    },
    async remove(owner, id) {
      const path = join(/* turbopackIgnore: true */ dir(owner), id)
      await rm(path, { force: true })
      await rm(`${path}.json`, { force: true })
    },
  }
}

function cloudPlace(bucketName: string): StagingPlace {
  const bucket = () => getStorage(adminApp()).bucket(bucketName)
  const name = (owner: string, id: string) => `staging/${owner}/${id}`
  return {
    async list(owner) {
      const [files] = await bucket().getFiles({ prefix: `staging/${owner}/` })
      return files.flatMap((file) => {
        const id = file.name.split('/').at(-1) ?? ''
        if (!ID.test(id)) return []
        const created = Date.parse(file.metadata.timeCreated ?? '') || 0
        return [{ id, bytes: Number(file.metadata.size ?? 0), created }]
      })
    },
    async owners() {
      const [files] = await bucket().getFiles({ prefix: 'staging/' })
      return [...new Set(files.map((file) => file.name.split('/')[1] ?? ''))].filter(Boolean)
    },
    async write(owner, id, bytes, meta) {
      // No download token: only the server reads it back.
      await bucket()
        .file(name(owner, id))
        .save(Buffer.from(bytes), {
          resumable: false,
          metadata: { contentType: 'application/octet-stream', metadata: meta },
        })
    },
    async read(owner, id) {
      try {
        const file = bucket().file(name(owner, id))
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()])
        return { bytes: new Uint8Array(bytes), meta: metaSchema.parse(metadata.metadata ?? {}) }
      } catch {
        return null
      }
    },
    async remove(owner, id) {
      await bucket().file(name(owner, id)).delete({ ignoreNotFound: true })
    },
  }
}

function stagingPlace(): StagingPlace {
  const location = storeLocation()
  return location.kind === 'local' ? localPlace(location.dir) : cloudPlace(location.bucket)
}

/** Deletes every staged file older than a day, whoever sent it. */
export async function sweepStagedFiles(now = Date.now()): Promise<void> {
  const place = stagingPlace()
  for (const owner of await place.owners()) {
    for (const entry of await place.list(owner)) {
      if (now - entry.created > STAGED_LIFETIME_MS) await place.remove(owner, entry.id)
    }
  }
}

/** Whether an editor may stage `bytes` more now (their files waiting, under both caps). */
export async function mayStage(uid: string, bytes: number): Promise<boolean> {
  const waiting = await stagingPlace().list(ownerOf(uid))
  const total = waiting.reduce((sum, entry) => sum + entry.bytes, 0)
  return waiting.length < MAX_STAGED_FILES && total + bytes <= MAX_STAGED_BYTES
}

/** Keeps a file for the editor's next save; returns the id the form sends in its place. */
export async function stageFile(uid: string, bytes: Uint8Array, meta: StagedMeta) {
  const id = randomUUID()
  await stagingPlace().write(ownerOf(uid), id, bytes, meta)
  return id
}

/**
 * Puts back into a form's data, in place, the files its staged ids stand for: only the
 * editor's own, each read once and deleted (a refused save's form sends its files again). An
 * id that names nothing (another editor's, swept, taken already) is left out, as an empty
 * file input is.
 */
export async function takeStagedFiles(formData: FormData, uid: string): Promise<void> {
  const staged = [...formData.entries()].filter(
    ([, value]) => typeof value === 'string' && value.startsWith(STAGED_PREFIX),
  )
  if (!staged.length) return
  const place = stagingPlace()
  const owner = ownerOf(uid)
  const names = new Set(staged.map(([name]) => name))
  const entries = [...formData.entries()].filter(([name]) => names.has(name))
  for (const name of names) formData.delete(name)
  for (const [name, value] of entries) {
    const id =
      typeof value === 'string' && value.startsWith(STAGED_PREFIX)
        ? value.slice(STAGED_PREFIX.length)
        : null
    if (id === null) {
      formData.append(name, value)
      continue
    }
    const file = ID.test(id) ? await place.read(owner, id) : null
    if (!file) continue
    await place.remove(owner, id)
    formData.append(name, new File([file.bytes], file.meta.name, { type: file.meta.type }))
  }
}

import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getStorage } from 'firebase-admin/storage'
import { adminApp } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/site/env'
import { contentTypeOf } from './prepare'
import type { PictureType } from './detect'

/** Where uploaded pictures are kept; returns the URL the public site shows them from. */
export interface PictureStore {
  save(bytes: Buffer, type: PictureType, folder: string): Promise<string>
  /** Every stored file, for backups (`npm run backup` lists them) and `npm run storage:clean`. */
  list(): Promise<StoredFile[]>
  /** Deletes one file by its path in the store (`npm run storage:clean`); gone already is fine. */
  remove(path: string): Promise<void>
}

export interface StoredFile {
  /** Its path in the store: the file name locally, the object's name in Cloud Storage. */
  path: string
  bytes: number
  /** When it was written (ISO); '' when the store does not say. Stored files never change. */
  created: string
}

/** Where the store keeps its files: which URLs point into it (lib/backup/references.ts). */
export type StoreLocation = { kind: 'local'; dir: string } | { kind: 'cloud'; bucket: string }

export function storeLocation(): StoreLocation {
  const env = serverEnv()
  if (env.LOCAL_UPLOADS_DIR) return { kind: 'local', dir: env.LOCAL_UPLOADS_DIR }
  return {
    kind: 'cloud',
    bucket: env.FIREBASE_STORAGE_BUCKET ?? `${env.projectId}.firebasestorage.app`,
  }
}

/** The path the site serves local uploads from (app/uploads/[name]/route.ts). */
export const LOCAL_UPLOADS_PATH = '/uploads/'

/** What a stored file is called: its name on disk, its object's path in Cloud Storage. */
interface FileToStore {
  local: string
  cloud: string
  /** contentDisposition: how a browser saves a download (an award round's documents). */
  metadata: { contentType: string; contentDisposition?: string }
}

/**
 * Writes a file (a picture, a round's document) where the store keeps them, never to change,
 * and returns the URL it is served from: in Cloud Storage with a download token, at the
 * firebasestorage.googleapis.com address the public site already accepts.
 */
export async function storeFile(bytes: Uint8Array, file: FileToStore): Promise<string> {
  const location = storeLocation()
  if (location.kind === 'local') {
    await mkdir(location.dir, { recursive: true })
    // Not a path in the project: without the comment the build traces every file into this route.
    await writeFile(join(/* turbopackIgnore: true */ location.dir, file.local), bytes)
    return `${LOCAL_UPLOADS_PATH}${file.local}`
  }
  const token = randomUUID()
  await getStorage(adminApp())
    .bucket(location.bucket)
    .file(file.cloud)
    .save(Buffer.from(bytes), {
      resumable: false,
      metadata: {
        ...file.metadata,
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { firebaseStorageDownloadTokens: token },
      },
    })
  return (
    `https://firebasestorage.googleapis.com/v0/b/${location.bucket}/o/` +
    `${encodeURIComponent(file.cloud)}?alt=media&token=${token}`
  )
}

/** A picture's file: a new name, in its folder in Cloud Storage. */
async function savePicture(bytes: Buffer, type: PictureType, folder: string): Promise<string> {
  const name = `${randomUUID()}.${type === 'jpeg' ? 'jpg' : type}`
  return storeFile(bytes, {
    local: name,
    cloud: `${folder}/${name}`,
    metadata: { contentType: contentTypeOf(type) },
  })
}

/**
 * The demo's and the tests' store: files in LOCAL_UPLOADS_DIR, served by the site itself.
 * Production never sets that variable, so it never uses this.
 */
function localDiskStore(dir: string): PictureStore {
  return {
    save: savePicture,
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
      const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
      return Promise.all(
        names.sort().map(async (name) => {
          const stats = await stat(join(/* turbopackIgnore: true */ dir, name))
          // The time it was written: a file here is written once (birthtime is not kept everywhere).
          return { path: name, bytes: stats.size, created: stats.mtime.toISOString() }
        }),
      )
    },
    async remove(path) {
      // A name from list(), never a path: nothing outside the folder can be named.
      if (!path || path.includes('/') || path.includes('\\') || path.startsWith('.')) {
        throw new Error(`Not a stored file's name: ${path}`)
      }
      await rm(join(/* turbopackIgnore: true */ dir, path), { force: true })
    },
  }
}

/** Cloud Storage, through firebase-admin (storeFile says how a file is written). */
function cloudStorageStore(bucketName: string): PictureStore {
  const bucket = () => getStorage(adminApp()).bucket(bucketName)
  return {
    save: savePicture,
    async list() {
      const [files] = await bucket().getFiles()
      // Files waiting for their form (lib/admin/media/staging.ts) are no one's yet.
      return files
        .filter((file) => !file.name.startsWith('staging/'))
        .map((file) => ({
          path: file.name,
          bytes: Number(file.metadata.size ?? 0),
          created: file.metadata.timeCreated ?? '',
        }))
    },
    async remove(path) {
      await bucket().file(path).delete({ ignoreNotFound: true })
    },
  }
}

export function pictureStore(): PictureStore {
  const location = storeLocation()
  if (location.kind === 'local') return localDiskStore(location.dir)
  return cloudStorageStore(location.bucket)
}

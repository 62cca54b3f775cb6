import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getStorage } from 'firebase-admin/storage'
import { adminApp } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/site/env'
import { contentTypeOf } from './prepare'
import type { PictureType } from './detect'

/** Where uploaded pictures are kept; returns the URL the public site shows them from. */
export interface PictureStore {
  save(bytes: Buffer, type: PictureType, folder: string): Promise<string>
  /** Every stored file, for backups (`npm run backup` lists them). */
  list(): Promise<StoredFile[]>
}

export interface StoredFile {
  /** Its path in the store: the file name locally, the object's name in Cloud Storage. */
  path: string
  bytes: number
}

/** The path the site serves local uploads from (app/uploads/[name]/route.ts). */
export const LOCAL_UPLOADS_PATH = '/uploads/'

/**
 * The demo's and the tests' store: files in LOCAL_UPLOADS_DIR, served by the site itself.
 * Production never sets that variable, so it never uses this.
 */
function localDiskStore(dir: string): PictureStore {
  return {
    async save(bytes, type) {
      await mkdir(dir, { recursive: true })
      const name = `${randomUUID()}.${type === 'jpeg' ? 'jpg' : type}`
      // Not a path in the project: without the comment the build traces every file into this route.
      await writeFile(join(/* turbopackIgnore: true */ dir, name), bytes)
      return `${LOCAL_UPLOADS_PATH}${name}`
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[])
      return Promise.all(
        names.sort().map(async (name) => ({
          path: name,
          bytes: (await stat(join(/* turbopackIgnore: true */ dir, name))).size,
        })),
      )
    },
  }
}

/**
 * Cloud Storage, through firebase-admin: the file gets a download token, and its URL is the
 * firebasestorage.googleapis.com address the public site already accepts.
 */
function cloudStorageStore(bucketName: string): PictureStore {
  const bucket = () => getStorage(adminApp()).bucket(bucketName)
  return {
    async save(bytes, type, folder) {
      const path = `${folder}/${randomUUID()}.${type === 'jpeg' ? 'jpg' : type}`
      const token = randomUUID()
      await bucket()
        .file(path)
        .save(bytes, {
          resumable: false,
          metadata: {
            contentType: contentTypeOf(type),
            cacheControl: 'public, max-age=31536000, immutable',
            metadata: { firebaseStorageDownloadTokens: token },
          },
        })
      return (
        `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/` +
        `${encodeURIComponent(path)}?alt=media&token=${token}`
      )
    },
    async list() {
      const [files] = await bucket().getFiles()
      return files.map((file) => ({ path: file.name, bytes: Number(file.metadata.size ?? 0) }))
    },
  }
}

export function pictureStore(): PictureStore {
  const env = serverEnv()
  if (env.LOCAL_UPLOADS_DIR) return localDiskStore(env.LOCAL_UPLOADS_DIR)
  return cloudStorageStore(env.FIREBASE_STORAGE_BUCKET ?? `${env.projectId}.firebasestorage.app`)
}

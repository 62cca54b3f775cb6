import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getStorage } from 'firebase-admin/storage'
import { checkRoundDocument } from '@/lib/awards/document-check'
import {
  downloadName,
  ROUND_DOCUMENT_TYPES,
  uploadTitle,
  type RoundDocumentType,
} from '@/lib/awards/document-type'
import type { RoundDocument } from '@/lib/awards/schema'
import { adminApp } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/site/env'
import { LOCAL_UPLOADS_PATH } from '@/lib/admin/media/pictures/store'

/**
 * Stores a checked document where the pictures go, so that backups list it with them:
 * LOCAL_UPLOADS_DIR in the demo and the tests (served by app/uploads/[name]), Cloud Storage
 * in production, each with the type and the attachment name it is downloaded with.
 */
async function storeDocument(bytes: Uint8Array, type: RoundDocumentType, name: string) {
  const env = serverEnv()
  if (env.LOCAL_UPLOADS_DIR) {
    await mkdir(env.LOCAL_UPLOADS_DIR, { recursive: true })
    const file = `${randomUUID()}--${name}`
    // Not a path in the project: without the comment the build traces every file into this route.
    await writeFile(join(/* turbopackIgnore: true */ env.LOCAL_UPLOADS_DIR, file), bytes)
    return `${LOCAL_UPLOADS_PATH}${file}`
  }
  const bucketName = env.FIREBASE_STORAGE_BUCKET ?? `${env.projectId}.firebasestorage.app`
  const path = `rounds/${randomUUID()}/${name}`
  const token = randomUUID()
  await getStorage(adminApp())
    .bucket(bucketName)
    .file(path)
    .save(Buffer.from(bytes), {
      resumable: false,
      metadata: {
        contentType: ROUND_DOCUMENT_TYPES[type].mime,
        contentDisposition: `attachment; filename="${name}"`,
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { firebaseStorageDownloadTokens: token },
      },
    })
  return (
    `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/` +
    `${encodeURIComponent(path)}?alt=media&token=${token}`
  )
}

/**
 * The documents chosen in the form (`newDocuments`), each checked by its bytes and size and
 * stored at once, so a save refused for another field keeps them; the refused ones are named
 * in one message for the field.
 */
export async function documentsFromUpload(
  formData: FormData,
): Promise<{ added: RoundDocument[]; error?: string }> {
  const files = formData
    .getAll('newDocuments')
    .filter((file): file is File => file instanceof File && file.size > 0)
  const added: RoundDocument[] = []
  const problems: string[] = []
  for (const file of files.slice(0, 10)) {
    const checked = await checkRoundDocument(new Uint8Array(await file.arrayBuffer()), file.name)
    if (!checked.ok) {
      problems.push(checked.error)
      continue
    }
    const title = uploadTitle(
      String(formData.get('newDocumentTitle') ?? ''),
      file.name,
      files.length,
    )
    added.push({
      title,
      url: await storeDocument(checked.bytes, checked.type, downloadName(title, checked.type)),
      type: checked.type,
      bytes: checked.bytes.length,
    })
  }
  if (files.length > 10) problems.push('Choose at most 10 documents at a time.')
  return problems.length ? { added, error: problems.join(' ') } : { added }
}

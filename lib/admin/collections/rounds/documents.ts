import 'server-only'
import { randomUUID } from 'node:crypto'
import { checkRoundDocument } from '@/lib/awards/document-check'
import {
  downloadName,
  ROUND_DOCUMENT_TYPES,
  uploadTitle,
  type RoundDocumentType,
} from '@/lib/awards/document-type'
import type { RoundDocument } from '@/lib/awards/schema'
import { storeFile } from '@/lib/admin/media/pictures/store'

/**
 * Stores a checked document where the pictures go, so that backups list it with them, with the
 * type and the attachment name it is downloaded with.
 */
async function storeDocument(bytes: Uint8Array, type: RoundDocumentType, name: string) {
  const id = randomUUID()
  return storeFile(bytes, {
    local: `${id}--${name}`,
    cloud: `rounds/${id}/${name}`,
    metadata: {
      contentType: ROUND_DOCUMENT_TYPES[type].mime,
      contentDisposition: `attachment; filename="${name}"`,
    },
  })
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

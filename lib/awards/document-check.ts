import { fileTypeFromBuffer } from 'file-type'
import { MAX_ROUND_DOCUMENT_BYTES, type RoundDocumentType } from './document-type'

/**
 * 'pdf' or 'docx' from the file's bytes (file-type reads the PDF header and the Word
 * package's parts), or null for anything else, whatever the file's name says.
 */
export async function roundDocumentType(bytes: Uint8Array): Promise<RoundDocumentType | null> {
  const found = await fileTypeFromBuffer(bytes)
  return found?.ext === 'pdf' || found?.ext === 'docx' ? found.ext : null
}

export type CheckedDocument =
  { ok: true; type: RoundDocumentType; bytes: Uint8Array } | { ok: false; error: string }

/** An uploaded document checked for size and type, with the editor's words when refused. */
export async function checkRoundDocument(
  bytes: Uint8Array,
  fileName: string,
): Promise<CheckedDocument> {
  if (bytes.length > MAX_ROUND_DOCUMENT_BYTES) {
    const mb = (bytes.length / 1024 / 1024).toFixed(1)
    return { ok: false, error: `${fileName} is ${mb} MB: documents can be up to 10 MB.` }
  }
  const type = await roundDocumentType(bytes)
  if (!type) {
    return {
      ok: false,
      error: `${fileName} is not a Word (.docx) or PDF document: save it as one of those and choose it again.`,
    }
  }
  return { ok: true, type, bytes }
}

import { fileTypeFromBuffer } from 'file-type'

/** The application documents an editor may upload to a round, by what their bytes say. */
export const ROUND_DOCUMENT_TYPES = {
  pdf: { label: 'PDF', mime: 'application/pdf' },
  docx: {
    label: 'Word',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const

export type RoundDocumentType = keyof typeof ROUND_DOCUMENT_TYPES

/** A form or guidelines document is text and a few pictures: 10 MB is far above any real one. */
export const MAX_ROUND_DOCUMENT_BYTES = 10 * 1024 * 1024

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

/**
 * The file name a download is saved under: the title in lower case with dashes, and the
 * extension its bytes gave ('application-form.pdf'). Only letters, digits and dashes, so it
 * is safe in a path and in a Content-Disposition header.
 */
export function downloadName(title: string, type: RoundDocumentType): string {
  const stem =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'document'
  return `${stem}.${type}`
}

/** A title from an uploaded file's name: 'application-form_2026.docx' → 'Application form 2026'. */
export function titleFromFileName(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return stem ? stem.charAt(0).toUpperCase() + stem.slice(1) : 'Document'
}

import { ROUND_DOCUMENT_TYPES, type RoundDocumentType } from './document-type'

/** 'PDF' or 'Word', with the MIME type for the link's `type`, of a round's document. */
export function fileType(type: RoundDocumentType): { label: string; mime: string } {
  return ROUND_DOCUMENT_TYPES[type]
}

/** A file size as people read it: '850 bytes', '9 KB', '1.2 MB' (1 KB = 1,024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`)
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  const kb = bytes / 1024
  if (kb < 1024) return `${Math.round(kb)} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { isAllowedImageUrl } from '@/lib/content/image-hosts.mjs'

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

/**
 * The title a new upload is given: the one the editor typed beside the file when one file is
 * chosen (several files cannot share it), else the file's name as words. Editable after saving.
 */
export function uploadTitle(typed: string, fileName: string, filesChosen: number): string {
  const title = typed.replace(/\s+/g, ' ').trim().slice(0, TEXT_LIMITS.title)
  return title && filesChosen === 1 ? title : titleFromFileName(fileName)
}

/**
 * A document's file name in the local upload store (the demo's and the tests'): a UUID, then
 * the name it downloads as. app/uploads/[name]/route.ts serves only names of this form.
 */
export const LOCAL_DOCUMENT_NAME = /^[0-9a-f-]{36}--([a-z0-9-]{1,80})\.(pdf|docx)$/

/**
 * Where a round's document may live: the local upload store, the demo's public/downloads/,
 * or the project's own Cloud Storage bucket (where the admin area stores uploads).
 */
export function isRoundDocumentUrl(url: string): boolean {
  const local = /^\/uploads\/([^/?#]+)$/.exec(url)
  if (local) return LOCAL_DOCUMENT_NAME.test(local[1]!)
  if (/^\/downloads\/[a-z0-9-]{1,100}\.(pdf|docx)$/.test(url)) return true
  try {
    return isAllowedImageUrl(new URL(url))
  } catch {
    return false
  }
}

/** A document offered for download from public/downloads/. */
export interface Download {
  title: string
  /** The file's name in public/downloads/. */
  file: string
}

export const AWARDS_DOWNLOADS: readonly Download[] = [
  { title: 'Guidelines', file: 'creative-community-awards-guidelines.docx' },
  { title: 'Guidelines', file: 'creative-community-awards-guidelines.pdf' },
  { title: 'Application form', file: 'creative-community-awards-application-form.docx' },
  { title: 'Application form', file: 'creative-community-awards-application-form.pdf' },
]

export function downloadPath(file: string): string {
  return `/downloads/${file}`
}

const FILE_TYPES: Record<string, { label: string; mime: string }> = {
  pdf: { label: 'PDF', mime: 'application/pdf' },
  docx: {
    label: 'Word',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
}

/** 'PDF' or 'Word' (with the MIME type for the link's `type`) from a file name. */
export function fileType(file: string): { label: string; mime: string } {
  const extension = file.split('.').pop()?.toLowerCase() ?? ''
  return FILE_TYPES[extension] ?? { label: extension.toUpperCase() || 'File', mime: '' }
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

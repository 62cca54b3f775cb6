import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkRoundDocument, roundDocumentType } from './document-check'
import {
  downloadName,
  isRoundDocumentUrl,
  MAX_ROUND_DOCUMENT_BYTES,
  titleFromFileName,
  uploadTitle,
} from './document-type'

const download = (name: string) =>
  new Uint8Array(readFileSync(join(process.cwd(), 'public', 'downloads', name)))

describe('roundDocumentType', () => {
  it('knows a PDF and a Word document by their bytes', async () => {
    expect(await roundDocumentType(download('creative-community-awards-guidelines.pdf'))).toBe(
      'pdf',
    )
    expect(
      await roundDocumentType(download('creative-community-awards-application-form.docx')),
    ).toBe('docx')
  })

  it('refuses a picture, plain text and a zip that is not a Word document', async () => {
    const png = new Uint8Array(
      readFileSync(join(process.cwd(), 'public', 'demo', 'staff', 'jo-pattison.jpg')),
    )
    expect(await roundDocumentType(png)).toBeNull()
    expect(await roundDocumentType(new TextEncoder().encode('%PD not quite a PDF'))).toBeNull()
    // A zip's local header alone, as any .zip starts.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)])
    expect(await roundDocumentType(zip)).toBeNull()
  })
})

describe('checkRoundDocument', () => {
  it('refuses a file over the limit before reading its type', async () => {
    const big = new Uint8Array(MAX_ROUND_DOCUMENT_BYTES + 1)
    const result = await checkRoundDocument(big, 'huge.pdf')
    expect(result).toEqual({ ok: false, error: expect.stringContaining('up to 10 MB') })
  })

  it('refuses a text file named .pdf, naming it', async () => {
    const result = await checkRoundDocument(new TextEncoder().encode('hello'), 'form.pdf')
    expect(result).toEqual({ ok: false, error: expect.stringContaining('form.pdf is not a Word') })
  })

  it('accepts a real PDF', async () => {
    const result = await checkRoundDocument(
      download('creative-community-awards-guidelines.pdf'),
      'guidelines.pdf',
    )
    expect(result.ok && result.type).toBe('pdf')
  })
})

describe('names', () => {
  it('makes a safe download name from the title and the detected type', () => {
    expect(downloadName('Application form (2026)', 'docx')).toBe('application-form-2026.docx')
    expect(downloadName('"; rm -rf /', 'pdf')).toBe('rm-rf.pdf')
    expect(downloadName('££', 'pdf')).toBe('document.pdf')
  })

  it('titles an upload from its file name', () => {
    expect(titleFromFileName('application-form_2026.docx')).toBe('Application form 2026')
    expect(titleFromFileName('.pdf')).toBe('Document')
  })
})

describe('isRoundDocumentUrl', () => {
  it('takes the local store, the demo downloads and the project bucket only', () => {
    expect(isRoundDocumentUrl('/uploads/0f8fad5b-d9cb-469f-a165-70867728950e--form.pdf')).toBe(true)
    expect(isRoundDocumentUrl('/downloads/creative-community-awards-guidelines.docx')).toBe(true)
    expect(isRoundDocumentUrl('/uploads/../../etc/passwd')).toBe(false)
    expect(isRoundDocumentUrl('/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg')).toBe(false)
    expect(isRoundDocumentUrl('https://evil.example/form.pdf')).toBe(false)
    expect(isRoundDocumentUrl('javascript:alert(1)')).toBe(false)
  })
})

describe('a new document’s title', () => {
  it('is the one typed beside a single file, else the file’s name as words', () => {
    expect(uploadTitle('  Application   form 2026 ', 'af-v3_final.pdf', 1)).toBe(
      'Application form 2026',
    )
    expect(uploadTitle('', 'application-form.pdf', 1)).toBe('Application form')
    // Several files cannot share one title: each keeps its own name.
    expect(uploadTitle('Guidelines', 'application-form.pdf', 2)).toBe('Application form')
    expect(uploadTitle('x'.repeat(300), 'a.pdf', 1)).toHaveLength(200)
  })
})

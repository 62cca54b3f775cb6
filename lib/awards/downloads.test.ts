import { statSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { execFileSync } from 'node:child_process'
import round from '@/lib/migrations/0001-award-round-2025.json'
import { formatPounds, formatRoundMoment } from './display'
import { fileType, formatFileSize } from './downloads'

/**
 * The 2025 round's documents (lib/migrations/0001-award-round-2025.json, the demo's and the
 * tests' round), written by make-downloads.mjs.
 */
const DEMO_DOWNLOADS = round.documents.map((document) => document.url.slice('/downloads/'.length))

/**
 * The text of a PDF, read by pdf.js (through pdf-parse) in a child Node process: pdf.js loads
 * its worker with a dynamic import, which jest's module system does not allow.
 */
function pdfText(path: string): string {
  const script = `
    const { PDFParse } = require('pdf-parse')
    const parser = new PDFParse({ data: require('node:fs').readFileSync(process.argv[1]) })
    parser.getText().then((r) => { process.stdout.write(r.text); return parser.destroy() })`
  return execFileSync(process.execPath, ['-e', script, path], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  )
}

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [9398, '9 KB'],
    [1536 * 1024, '1.5 MB'],
    [25 * 1024 * 1024, '25 MB'],
  ])('%i → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })

  it('refuses a negative size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError)
  })
})

describe('fileType', () => {
  it('names Word and PDF files with their MIME types', () => {
    expect(fileType('pdf')).toEqual({ label: 'PDF', mime: 'application/pdf' })
    expect(fileType('docx').label).toBe('Word')
    expect(fileType('docx').mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })
})

describe("the demo round's downloads", () => {
  const publicDir = join(__dirname, '..', '..', 'public')

  it.each(DEMO_DOWNLOADS)('%s is a real, non-empty file, of the size the round records', (file) => {
    const path = join(publicDir, 'downloads', file)
    expect(statSync(path).size).toBeGreaterThan(1000)
    const recorded = round.documents.find((document) => document.url === `/downloads/${file}`)
    expect(statSync(path).size).toBe(recorded?.bytes)
    const head = readFileSync(path).subarray(0, 4).toString('latin1')
    expect(head).toBe(file.endsWith('.pdf') ? '%PDF' : 'PK\u0003\u0004')
  })

  it('has guidelines that state the same rules and figures as the round, in both formats', async () => {
    const fromPdf = pdfText(join(publicDir, 'downloads/creative-community-awards-guidelines.pdf'))
    const docx = unzipSync(
      readFileSync(join(publicDir, 'downloads/creative-community-awards-guidelines.docx')),
    )
    const fromWord = strFromU8(docx['word/document.xml']!)
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
    for (const text of [fromPdf, fromWord]) {
      for (const amount of round.amounts) expect(text).toContain(formatPounds(amount.maxPounds))
      expect(text).toContain(formatRoundMoment(round.closesAt))
      expect(text).toContain(round.theme)
      expect(text).toContain(`${round.totalAwards} awards`)
      expect(text).toContain(round.paidBy)
    }
  })
})

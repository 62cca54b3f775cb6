import { statSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AWARDS, formatPounds } from './facts.mjs'
import { AWARDS_DOWNLOADS, downloadPath, fileType, formatFileSize } from './downloads'

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
    expect(fileType('a.pdf')).toEqual({ label: 'PDF', mime: 'application/pdf' })
    expect(fileType('a.DOCX').label).toBe('Word')
    expect(fileType('a.docx').mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })
})

describe('the awards downloads', () => {
  const publicDir = join(__dirname, '..', '..', 'public')

  it('offers the guidelines and the form, each in Word and PDF', () => {
    const labels = AWARDS_DOWNLOADS.map((d) => `${d.title} (${fileType(d.file).label})`)
    expect(labels.sort()).toEqual([
      'Application form (PDF)',
      'Application form (Word)',
      'Guidelines (PDF)',
      'Guidelines (Word)',
    ])
  })

  it.each(AWARDS_DOWNLOADS.map((d) => d.file))('%s is a real, non-empty file', (file) => {
    const path = join(publicDir, downloadPath(file))
    expect(statSync(path).size).toBeGreaterThan(1000)
    const head = readFileSync(path).subarray(0, 4).toString('latin1')
    expect(head).toBe(file.endsWith('.pdf') ? '%PDF' : 'PK\u0003\u0004')
  })

  it('has guidelines that state the same rules and figures as the page', () => {
    const pdf = readFileSync(
      join(publicDir, 'downloads/creative-community-awards-guidelines.pdf'),
      'latin1',
    )
    // The PDF is uncompressed WinAnsi text: '£' is byte 0xA3, ’ is 0x92.
    const text = pdf.replace(/\)\s*Tj\s*ET\s*BT[^(]*\(/g, ' ')
    for (const type of AWARDS.types) expect(text).toContain(formatPounds(type.maxPounds))
    expect(text).toContain(AWARDS.deadlineText)
    expect(text).toContain(AWARDS.theme)
    expect(text).toContain(`${AWARDS.totalAwards} awards`)
    expect(text).toContain(AWARDS.paidBy)
  })
})

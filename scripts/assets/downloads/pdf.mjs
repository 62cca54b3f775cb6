// PDF rendering of the document blocks (see documents.mjs) with pdfkit: A4, Helvetica,
// headings, paragraphs, bullet lists, and boxed answer fields and tick boxes for forms.
import PDFDocument from 'pdfkit'

const MARGIN = 56.7 // 2 cm
const INK = '#1c1226'
const SOFT = '#4a3d56'
const BRAND = '#3d1a5c'
const LINE = '#7f738c'

const STYLES = {
  title: { font: 'Helvetica-Bold', size: 22, colour: BRAND, before: 0, after: 10 },
  subtitle: { font: 'Helvetica', size: 13, colour: SOFT, before: 0, after: 14 },
  h2: { font: 'Helvetica-Bold', size: 14, colour: BRAND, before: 12, after: 4 },
  p: { font: 'Helvetica', size: 11, colour: INK, before: 0, after: 7 },
  note: { font: 'Helvetica', size: 9.5, colour: SOFT, before: 0, after: 7 },
}

/**
 * A complete PDF file for `doc` = {title, subject, author, footer, blocks}. Dated by
 * `doc.date` (not the clock), so the same input gives the same document.
 * @returns {Promise<Buffer>}
 */
export function renderPdf(doc) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: doc.title,
      Subject: doc.subject,
      Author: doc.author,
      Producer: 'scripts/assets/make-downloads.mjs',
      CreationDate: doc.date,
      ModDate: doc.date,
    },
  })
  const chunks = []
  pdf.on('data', (chunk) => chunks.push(chunk))
  const done = new Promise((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))))

  const width = pdf.page.width - 2 * MARGIN
  const write = (text, style, options = {}) =>
    pdf.font(style.font).fontSize(style.size).fillColor(style.colour).text(text, options)
  /** Starts a new page unless `height` more points fit on this one. */
  const keep = (height) => {
    if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage()
  }

  for (const [index, block] of doc.blocks.entries()) {
    const style = STYLES[block.kind] ?? STYLES.p
    if (index > 0 && style.before) pdf.moveDown(style.before / style.size)
    switch (block.kind) {
      case 'bullets':
        pdf.font(style.font).fontSize(style.size).fillColor(style.colour)
        pdf.list(block.items, { bulletRadius: 2, textIndent: 12, paragraphGap: 3 })
        pdf.moveDown(0.4)
        break
      case 'field': {
        const boxHeight = Math.max(1, block.lines ?? 1) * 18 + 6
        keep(boxHeight + 40)
        write(block.label, { ...STYLES.p, font: 'Helvetica-Bold' })
        if (block.hint) write(block.hint, STYLES.note)
        pdf.moveDown(0.2)
        pdf.lineWidth(0.75).strokeColor(LINE).rect(MARGIN, pdf.y, width, boxHeight).stroke()
        pdf.y += boxHeight + 10
        break
      }
      case 'choices':
        keep(block.options.length * 17 + 30)
        write(block.label, { ...STYLES.p, font: 'Helvetica-Bold' })
        for (const option of block.options) {
          const top = pdf.y + 3
          pdf
            .lineWidth(0.75)
            .strokeColor(LINE)
            .rect(MARGIN + 2, top, 10, 10)
            .stroke()
          write(option, STYLES.p, { indent: 20 })
          pdf.moveDown(0.15)
        }
        pdf.moveDown(0.4)
        break
      default:
        // A heading never ends a page on its own.
        if (block.kind === 'h2') keep(style.size * 1.35 + 45)
        write(block.text, style)
        pdf.moveDown(style.after / style.size)
    }
  }

  const { start, count } = pdf.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i)
    // Below the bottom margin: lift it for the footer, or pdfkit would start a new page.
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(SOFT)
      .text(`${doc.footer} – page ${i + 1} of ${count}`, MARGIN, pdf.page.height - MARGIN / 2 - 8, {
        width,
        lineBreak: false,
      })
    pdf.page.margins.bottom = bottom
  }
  pdf.end()
  return done
}

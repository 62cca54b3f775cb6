// A small PDF writer for text documents: A4 pages, the standard Helvetica fonts (no
// embedding), headings, paragraphs, bullet lists and boxed answer fields for forms. Content
// streams stay uncompressed so the text can be checked by tests and found by search tools.

const PAGE = { width: 595.28, height: 841.89, margin: 56.7 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

// Advance widths (per 1000 em) of Helvetica for ASCII 32–126, from the Adobe AFM.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

// Characters outside ASCII that the documents use, with their WinAnsiEncoding byte and width.
const WIN_ANSI = {
  '£': [0xa3, 556],
  '‘': [0x91, 222],
  '’': [0x92, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  '•': [0x95, 350],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  é: [0xe9, 556],
}

function charWidth(ch) {
  const code = ch.charCodeAt(0)
  if (code >= 32 && code <= 126) return HELVETICA[code - 32]
  const mapped = WIN_ANSI[ch]
  if (!mapped) throw new Error(`No WinAnsi mapping for ${JSON.stringify(ch)}`)
  return mapped[1]
}

/** The width of `text` in points at `size`; bold is about 6% wider than regular. */
export function textWidth(text, size, bold = false) {
  let units = 0
  for (const ch of text) units += charWidth(ch)
  return (units * size * (bold ? 1.06 : 1)) / 1000
}

function encode(text) {
  let out = ''
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    let byte
    if (code >= 32 && code <= 126) byte = code
    else if (WIN_ANSI[ch]) byte = WIN_ANSI[ch][0]
    else throw new Error(`No WinAnsi mapping for ${JSON.stringify(ch)}`)
    const c = String.fromCharCode(byte)
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c
  }
  return out
}

/** Breaks `text` into lines no wider than `width`. */
export function wrap(text, size, width, bold = false) {
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

const STYLES = {
  title: { size: 22, bold: true, before: 0, after: 10, colour: '0.24 0.10 0.36' },
  subtitle: { size: 13, bold: false, before: 0, after: 14, colour: '0.29 0.24 0.34' },
  h2: { size: 14, bold: true, before: 12, after: 4, colour: '0.24 0.10 0.36' },
  p: { size: 11, bold: false, before: 0, after: 7, colour: '0.11 0.07 0.15' },
  note: { size: 9.5, bold: false, before: 0, after: 7, colour: '0.29 0.24 0.34' },
}

/**
 * Lays `blocks` out on pages. Each page is a list of drawing operations.
 * Blocks: {kind: 'title'|'subtitle'|'h2'|'p'|'note', text}, {kind: 'bullets', items},
 * {kind: 'field', label, hint?, lines} (a labelled answer box), {kind: 'choices', label, options}.
 */
function layout(blocks) {
  const pages = [[]]
  let y = PAGE.height - PAGE.margin
  const bottom = PAGE.margin + 24
  const page = () => pages[pages.length - 1]
  const need = (height) => {
    if (y - height < bottom) {
      pages.push([])
      y = PAGE.height - PAGE.margin
    }
  }
  const textLines = (lines, style, x = PAGE.margin) => {
    const leading = style.size * 1.35
    for (const line of lines) {
      need(leading)
      y -= leading
      page().push({ op: 'text', x, y: y + style.size * 0.3, text: line, ...style })
    }
  }

  blocks.forEach((block, index) => {
    if (block.kind === 'bullets') {
      const style = STYLES.p
      for (const item of block.items) {
        const lines = wrap(item, style.size, CONTENT_WIDTH - 16)
        need(style.size * 1.35)
        page().push({
          op: 'text',
          x: PAGE.margin + 2,
          y: y - style.size * 1.35 + style.size * 0.3,
          text: '•',
          ...style,
        })
        textLines(lines, style, PAGE.margin + 16)
        y -= 3
      }
      y -= STYLES.p.after - 3
      return
    }
    if (block.kind === 'field' || block.kind === 'choices') {
      const label = STYLES.p
      const labelLines = wrap(block.label, label.size, CONTENT_WIDTH, true)
      const hintLines = block.hint ? wrap(block.hint, STYLES.note.size, CONTENT_WIDTH) : []
      const boxHeight = block.kind === 'field' ? Math.max(1, block.lines ?? 1) * 18 + 6 : 0
      const choiceHeight = block.kind === 'choices' ? block.options.length * 17 : 0
      // Keep a label with its box.
      need(labelLines.length * 15 + hintLines.length * 13 + boxHeight + choiceHeight + 10)
      y -= 4
      textLines(labelLines, { ...label, bold: true })
      textLines(hintLines, STYLES.note)
      if (block.kind === 'field') {
        y -= 4
        page().push({ op: 'box', x: PAGE.margin, y: y - boxHeight, w: CONTENT_WIDTH, h: boxHeight })
        y -= boxHeight
      } else {
        for (const option of block.options) {
          y -= 17
          page().push({ op: 'box', x: PAGE.margin + 2, y: y + 1, w: 10, h: 10 })
          page().push({ op: 'text', x: PAGE.margin + 20, y: y + 2, text: option, ...label })
        }
      }
      y -= 10
      return
    }
    const style = STYLES[block.kind]
    if (!style) throw new Error(`Unknown block kind ${block.kind}`)
    if (index > 0) y -= style.before
    // A heading never ends a page on its own.
    if (block.kind === 'h2') need(style.size * 1.35 + 3 * 15)
    textLines(wrap(block.text, style.size, CONTENT_WIDTH, style.bold), style)
    y -= style.after
  })
  return pages
}

function pageStream(ops, pageNumber, pageCount, footer) {
  const parts = []
  for (const op of ops) {
    if (op.op === 'text') {
      parts.push(
        `BT /${op.bold ? 'F2' : 'F1'} ${op.size} Tf ${op.colour} rg ${op.x.toFixed(2)} ${op.y.toFixed(2)} Td (${encode(op.text)}) Tj ET`,
      )
    } else {
      parts.push(
        `0.5 0.45 0.55 RG 0.75 w ${op.x.toFixed(2)} ${op.y.toFixed(2)} ${op.w.toFixed(2)} ${op.h.toFixed(2)} re S`,
      )
    }
  }
  const text = `${footer} – page ${pageNumber} of ${pageCount}`
  parts.push(
    `BT /F1 8.5 Tf 0.29 0.24 0.34 rg ${PAGE.margin} ${(PAGE.margin / 2).toFixed(2)} Td (${encode(text)}) Tj ET`,
  )
  return parts.join('\n')
}

function pdfString(text) {
  return `(${encode(text)})`
}

/**
 * A complete PDF file for `doc` = {title, subject, author, footer, blocks}.
 * The output is deterministic: the same input gives the same bytes.
 */
export function renderPdf(doc) {
  const pages = layout(doc.blocks)
  const objects = []
  const add = (body) => {
    objects.push(body)
    return objects.length
  }
  const catalog = add(null)
  const pagesId = add(null)
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  const pageIds = pages.map((ops, i) => {
    const stream = pageStream(ops, i + 1, pages.length, doc.footer)
    const contents = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
    )
  })
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-GB) >>`
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`
  const info = add(
    `<< /Title ${pdfString(doc.title)} /Subject ${pdfString(doc.subject)} /Author ${pdfString(doc.author)} ` +
      `/Producer (scripts/make-downloads.mjs) >>`,
  )

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

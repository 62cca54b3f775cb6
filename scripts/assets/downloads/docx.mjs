// Word (.docx) rendering of the document blocks (see documents.mjs) with the docx library:
// real Word styles (Title, Heading 2, bullets) so the outline and screen readers work, and
// bordered one-cell tables for answer boxes.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'

const BRAND = '3D1A5C'
const SOFT = '4A3D56'
const LINE = { style: BorderStyle.SINGLE, size: 6, color: '7F738C' }

const note = (text) => new Paragraph({ style: 'Note', keepNext: true, text })
const label = (text) => new Paragraph({ style: 'FieldLabel', text })

function answerBox(lines) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: LINE, bottom: LINE, left: LINE, right: LINE },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            children: Array.from({ length: Math.max(1, lines) }, () => new Paragraph('')),
          }),
        ],
      }),
    ],
  })
}

function render(block) {
  switch (block.kind) {
    case 'title':
      return [new Paragraph({ heading: HeadingLevel.TITLE, text: block.text })]
    case 'subtitle':
      return [new Paragraph({ style: 'Subtitle', text: block.text })]
    case 'h2':
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, text: block.text })]
    case 'p':
      return [new Paragraph(block.text)]
    case 'note':
      return [note(block.text)]
    case 'bullets':
      return block.items.map(
        (item) => new Paragraph({ text: item, numbering: { reference: 'bullets', level: 0 } }),
      )
    case 'field':
      return [
        label(block.label),
        ...(block.hint ? [note(block.hint)] : []),
        answerBox(block.lines ?? 1),
        new Paragraph(''),
      ]
    case 'choices':
      return [label(block.label), ...block.options.map((option) => new Paragraph(`☐ ${option}`))]
    default:
      throw new Error(`Unknown block kind ${block.kind}`)
  }
}

/**
 * A complete .docx file for `doc` = {title, subject, author, footer, blocks}.
 * @returns {Promise<Buffer>}
 */
export function renderDocx(doc) {
  const document = new Document({
    title: doc.title,
    subject: doc.subject,
    creator: doc.author,
    styles: {
      default: {
        document: { run: { font: 'Arial', size: 22 }, paragraph: { spacing: { after: 140 } } },
        title: {
          run: { bold: true, color: BRAND, size: 44 },
          paragraph: { spacing: { after: 200 } },
        },
        heading2: {
          run: { bold: true, color: BRAND, size: 28 },
          paragraph: { keepNext: true, spacing: { before: 280, after: 100 } },
        },
      },
      paragraphStyles: [
        { id: 'Subtitle', name: 'Subtitle', basedOn: 'Normal', run: { color: SOFT, size: 26 } },
        {
          id: 'FieldLabel',
          name: 'Field Label',
          basedOn: 'Normal',
          run: { bold: true },
          paragraph: { keepNext: true, spacing: { before: 160, after: 60 } },
        },
        { id: 'Note', name: 'Note', basedOn: 'Normal', run: { color: SOFT, size: 19 } },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, right: 1134, bottom: 1134, left: 1134 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                style: 'Note',
                children: [
                  new TextRun(`${doc.footer} – page `),
                  new TextRun({ children: [PageNumber.CURRENT] }),
                ],
              }),
            ],
          }),
        },
        children: doc.blocks.flatMap(render),
      },
    ],
  })
  return Packer.toBuffer(document)
}

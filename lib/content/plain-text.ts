import { Parser } from 'htmlparser2'

/**
 * Text without the characters XML 1.0 forbids and calendars choke on: control characters
 * pasted from Word (such as \x0b) and unpaired surrogates. Tabs and line breaks stay. One of
 * them makes a whole feed or calendar unreadable.
 */
export function printableText(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
}

/** Tags that run inside a line: their words join their neighbours' without a space. */
const INLINE = new Set('a abbr b cite code em i mark s small span strong sub sup u'.split(' '))
/** Tags whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template'])

/**
 * The text of an HTML fragment, on one line: the plain-text summary of an event without a
 * short one, and the answers in the FAQ's structured data (the answer's HTML is in the page
 * already; a second copy in the JSON-LD doubled what a long answer weighs). The parser is the
 * one sanitize-html uses, so every entity is read as the browser reads it.
 */
export function htmlText(html: string): string {
  let text = ''
  let hidden = 0
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden++
        if (!INLINE.has(name)) text += ' '
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1)
        if (!INLINE.has(name)) text += ' '
      },
      ontext(chunk) {
        if (!hidden) text += chunk
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return text.replace(/\s+/g, ' ').trim()
}

/** Text compared as a reader would: any case, accents and spacing. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

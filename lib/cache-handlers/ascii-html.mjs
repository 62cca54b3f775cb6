// A cached page's HTML in ASCII: every other character written as an escape the browser reads
// back as that character. Node 20 sends a JavaScript string of ASCII at the speed of a copy,
// but one holding a single character beyond Latin-1 (a typographic apostrophe, an en dash in
// a time range, an arrow icon: 79 of the demo's 107 pages) is stored two bytes a character,
// and Next measures it with Buffer.byteLength for every response: 0.87 of 21 s of a CPU
// profile of `wrk -c50` on /updates, whose one such character was in its not-found message.
// The page is escaped once, when its cache stores or first reads it (./prepared-page.mjs).
//
// The escape depends on where the character is, as the HTML parser (htmlparser2, which knows
// the elements whose text is raw) finds it:
// - in markup (text, attribute values, the text of <title> and <textarea>): `&#x2019;`;
// - in a script (JavaScript, or JSON such as the page's payload and its JSON-LD): `\u2019`;
// - in a style sheet: `\2019 `;
// - in any other raw text (a script of another type, <xmp>, <iframe>...): left as it is.
import { Parser } from 'htmlparser2'

const NON_ASCII = /[^\x00-\x7f]/

/** Script types whose text is JavaScript or JSON, where `\uXXXX` stands for a character. */
const SCRIPT_TYPES =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|application\/(ld\+)?json)$/

/**
 * The HTML with every character beyond ASCII escaped, or the HTML as it is when it has none,
 * or when it holds what the parser here could read otherwise than a browser: CDATA, or a
 * script containing `<!--` (after which a browser may end the script elsewhere).
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html) || html.includes('<![CDATA[')) return html
  /** @type {[number, number, 'script' | 'style' | 'raw'][]} raw text: [start, end, kind] */
  const rawTexts = []
  /** @type {'script' | 'style' | 'raw' | null} */
  let rawKind = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        rawKind = rawTextKind(name, attributes)
      },
      ontext() {
        if (rawKind) rawTexts.push([parser.startIndex, parser.endIndex + 1, rawKind])
      },
      onclosetag() {
        rawKind = null
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  const parts = []
  let at = 0
  for (const [start, end, kind] of rawTexts) {
    const text = html.slice(start, end)
    if (kind === 'script' && text.includes('<!--')) return html
    parts.push(escapeMarkup(html.slice(at, start)))
    parts.push(kind === 'script' ? escapeScript(text) : kind === 'style' ? escapeStyle(text) : text)
    at = end
  }
  parts.push(escapeMarkup(html.slice(at)))
  return parts.join('')
}

/** How the text of an element is escaped, when it is raw text (not parsed as markup). */
function rawTextKind(name, attributes) {
  if (name === 'script') {
    const type = (attributes.type ?? '').trim().toLowerCase()
    return SCRIPT_TYPES.test(type) ? 'script' : 'raw'
  }
  if (name === 'style') return 'style'
  return RAW_ELEMENTS.has(name) ? 'raw' : null
}

const RAW_ELEMENTS = new Set(['iframe', 'noembed', 'noframes', 'plaintext', 'xmp'])

/** A code point the way Node encodes it into UTF-8: a lone surrogate as U+FFFD. */
function codePoint(character) {
  const point = character.codePointAt(0) ?? 0xfffd
  return point >= 0xd800 && point <= 0xdfff ? 0xfffd : point
}

const hex = (n) => n.toString(16).toUpperCase()

function escapeMarkup(text) {
  return text.replace(/[^\x00-\x7f]/gu, (character) => `&#x${hex(codePoint(character))};`)
}

// In a script or a style sheet, a backslash before a character escapes it as itself: an odd
// run of backslashes ends in one, which the new escape replaces.

function escapeScript(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/gu, (_, slashes, character) => {
    let escaped = slashes.length % 2 ? slashes.slice(1) : slashes
    // A character beyond the Basic Multilingual Plane is written as its pair of code units.
    const units = String.fromCodePoint(codePoint(character))
    for (let i = 0; i < units.length; i++) {
      escaped += `\\u${hex(units.charCodeAt(i)).padStart(4, '0')}`
    }
    return escaped
  })
}

function escapeStyle(text) {
  // The space ends the escape, and is part of it.
  return text.replace(/(\\*)([^\x00-\x7f])/gu, (_, slashes, character) => {
    const kept = slashes.length % 2 ? slashes.slice(1) : slashes
    return `${kept}\\${hex(codePoint(character))} `
  })
}

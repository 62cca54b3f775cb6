/**
 * Text without the characters XML 1.0 forbids and calendars choke on: control characters
 * pasted from Word (such as \x0b) and unpaired surrogates. Tabs and line breaks stay. One of
 * them makes a whole feed or calendar unreadable.
 */
export function printableText(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
}

/**
 * The text of a (sanitised) HTML fragment, on one line: the plain-text summary of an event
 * without a short one, and the answers in the FAQ's structured data (the answer's HTML is in
 * the page already; a second copy in the JSON-LD doubled what a long answer weighs).
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
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

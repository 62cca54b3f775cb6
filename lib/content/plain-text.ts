/**
 * Text without the characters XML 1.0 forbids and calendars choke on: control characters
 * pasted from Word (such as \x0b) and unpaired surrogates. Tabs and line breaks stay. One of
 * them makes a whole feed or calendar unreadable.
 */
export function printableText(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
}

/** @jest-environment jsdom */
import { asciiHtml } from './ascii-html.mjs'

const ASCII = /^[\x00-\x7f]*$/

/** A page as Next writes one: head, content, JSON-LD, the router's payload in scripts. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<title>What’s on – Café nights</title>',
  '<meta name="description" content="Résumé of the week’s events… 😀"/>',
  '<style>.next::after{content:"→"}</style>',
  '<script type="application/ld+json">{"name":"Lantern parade – “Dusk”","emoji":"🎭"}</script>',
  '</head><body><main><h1 class="title">Can’t miss: 10:00–12:00</h1>',
  '<p>Price £5\u00a0each <span aria-hidden="true">▶</span> <a href="/events/caf%C3%A9" title="Café ❚❚">Go</a></p>',
  '<textarea name="note">It’s here</textarea>',
  '<svg><title>Arrow ←</title></svg>',
  '</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Sorry, we can’t find that page 🎨\\"}]\\n"])</script>',
  '</body></html>',
].join('')

/**
 * What a browser makes of a page: its DOM, with each script's value in place of its text
 * (a JSON script parsed; the others run in turn with one `self`, recording what it holds
 * after each) and each style sheet's escapes read.
 */
function parsed(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const self: { __next_f?: unknown[]; values?: unknown } = {}
  for (const script of doc.querySelectorAll('script')) {
    const text = script.textContent ?? ''
    if (script.type.endsWith('json')) script.textContent = JSON.stringify(JSON.parse(text))
    else {
      new Function('self', `${text}; self.values = JSON.stringify(self.__next_f)`)(self)
      script.textContent = String(self.values)
    }
  }
  for (const style of doc.querySelectorAll('style')) {
    style.textContent = cssUnescaped(style.textContent ?? '')
  }
  return doc.documentElement.outerHTML
}

/** CSS text with its escapes read: a code point in hex (and a space after it), or a character. */
const cssUnescaped = (css: string) =>
  css.replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?|\\([^\n0-9a-fA-F])/gu, (_, code, character) =>
    code ? String.fromCodePoint(parseInt(code, 16)) : character,
  )

describe('asciiHtml', () => {
  it('writes a page in ASCII that a browser reads as the same page', () => {
    const escaped = asciiHtml(page)
    expect(escaped).toMatch(ASCII)
    expect(parsed(escaped)).toBe(parsed(page))
    // The check above can fail: the text and the payload are read from the page.
    expect(parsed(escaped)).toContain('Sorry, we can’t find that page 🎨')
    expect(parsed(escaped)).toContain('Can’t miss: 10:00–12:00')
  })

  it('escapes each character as the place it is in reads it back', () => {
    const escaped = asciiHtml(page)
    expect(escaped).toContain('<title>What&#x2019;s on &#x2013; Caf&#xE9; nights</title>')
    expect(escaped).toContain(
      'content="R&#xE9;sum&#xE9; of the week&#x2019;s events&#x2026; &#x1F600;"',
    )
    expect(escaped).toContain('.next::after{content:"\\2192 "}')
    expect(escaped).toContain('"emoji":"\\uD83C\\uDFAD"')
    expect(escaped).toContain('can\\u2019t find that page \\uD83C\\uDFA8')
  })

  it('replaces a backslash that escaped a character as itself in a script or a style sheet', () => {
    const html =
      '<p>x</p><script>self.__next_f=["\\’", "\\\\’", "\\\\\\’"]</script>' +
      '<style>a::after{content:"\\→"}</style>'
    const escaped = asciiHtml(html)
    expect(escaped).toMatch(ASCII)
    expect(parsed(escaped)).toBe(parsed(html))
    expect(escaped).toContain('a::after{content:"\\2192 "}')
  })

  it('writes a lone surrogate as the replacement character Node would send for it', () => {
    const html = '<p>broken \ud83d pair</p><script>self.__next_f=["\ud83d"]</script>'
    const escaped = asciiHtml(html)
    expect(escaped).toContain('<p>broken &#xFFFD; pair</p>')
    expect(parsed(escaped)).toBe(parsed(Buffer.from(html).toString()))
  })

  it('returns a page of ASCII as it is', () => {
    const html = '<p>Plain &amp; simple</p><script>self.__next_f=[1]</script>'
    expect(asciiHtml(html)).toBe(html)
  })

  it('leaves the text of other script types and raw elements as it is', () => {
    const html = '<p>é</p><script type="text/x-template"><b>é</b></script><xmp>é</xmp>'
    expect(asciiHtml(html)).toBe(
      '<p>&#xE9;</p><script type="text/x-template"><b>é</b></script><xmp>é</xmp>',
    )
  })

  it('leaves a page alone where a browser could read the escapes otherwise', () => {
    const cdata = '<svg><![CDATA[é]]></svg><p>é</p>'
    expect(asciiHtml(cdata)).toBe(cdata)
    const commentInScript = '<script>"<!--"; "é"</script><p>é</p>'
    expect(asciiHtml(commentInScript)).toBe(commentInScript)
  })
})

import { kids, parseXml } from '../e2e/support/xml'

// The request-level feed and sitemap tests (e2e/request/feeds.spec.ts) trust this parser to
// refuse XML that is not well-formed, as the browser's DOMParser did for them before.

describe('parseXml (e2e/support/xml.ts)', () => {
  it('reads elements with their namespaces, attributes and text', () => {
    const feed = parseXml(
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><id>x</id>' +
        '<link rel="self" href="/a"/><x:y xmlns:x="urn:x">&amp;</x:y></feed>',
    )
    expect([feed.ns, feed.name]).toEqual(['http://www.w3.org/2005/Atom', 'feed'])
    expect(kids(feed, 'id', 'http://www.w3.org/2005/Atom').map((e) => e.text)).toEqual(['x'])
    expect(kids(feed, 'link')[0]?.attrs).toEqual({ rel: 'self', href: '/a' })
    expect(kids(feed, 'y', 'urn:x')[0]?.text).toBe('&')
    expect(kids(feed, 'y', null)).toEqual([])
  })

  it.each([
    ['an unclosed element', '<rss><channel></rss>'],
    ['an undeclared entity', '<rss>&nbsp;</rss>'],
    ['a bare ampersand', '<rss>Q&A</rss>'],
    ['two root elements', '<a/><b/>'],
    ['an unbound prefix', '<x:a/>'],
  ])('throws on %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow(/^Not well-formed XML/)
  })
})

import { serializeJsonLd, webSiteJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('escapes "<" so no text can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('escapes line and paragraph separators and still round-trips', () => {
    const data = { name: 'a\u2028b\u2029c', nested: [{ n: 1, ok: true, none: null }] }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(data)
  })
})

describe('webSiteJsonLd', () => {
  it('offers the site search, with the query in the template', () => {
    expect(webSiteJsonLd().potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/),
      },
      'query-input': 'required name=search_term_string',
    })
  })
})

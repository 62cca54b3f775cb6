import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { paramsOf, siteRoutes, twinText } from './bare-next-app.mjs'

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>p{color:red}</style></head><body>${body}` +
  `<script>self.__next_f.push([1,"payload"])</script></body></html>`

describe('twinText', () => {
  it('takes the words a page shows, decoded, without its markup, styles or scripts', () => {
    const html = page('<h1>Arts &amp; crafts</h1><p>Café &#8211; open&nbsp;late</p>')
    const text = twinText(html + ' '.repeat(3000))
    expect(text.slice(0, 45)).toBe('Arts & crafts Café – open late Arts & crafts ')
    expect(text).not.toMatch(/[<>]|color|__next_f|payload/)
  })

  it('is as wide as the page: ASCII for a page of ASCII, wide for a page with a wide character', () => {
    const ascii = page('<p>Caf&#xE9; &#x2013; open late</p>') + ' '.repeat(3000)
    expect(twinText(ascii)).toMatch(/^Caf  open late Caf/)
    expect(twinText(ascii)).toMatch(/^[\x00-\x7f]+$/)
    const wideInScript = page('<p>Open late</p>').replace('payload', 'can’t') + ' '.repeat(3000)
    expect(twinText(wideInScript)).toMatch(/^’ Open late/)
  })

  it('is half the page less 3,000 bytes of markup, since a bare page sends it twice', () => {
    const html = page(`<p>${'Community theatre in the park. '.repeat(2000)}</p>`)
    const bytes = Buffer.byteLength(twinText(html))
    expect(bytes).toBe(Math.round((Buffer.byteLength(html) - 3000) / 2))
  })

  it('never ends in part of a character of several bytes', () => {
    const html = page(`<p>${'“Quoted” — dashed. '.repeat(2000)}</p>`)
    for (const extra of ['', ' ', '  ', '   ']) {
      const text = twinText(html + extra)
      expect(text).not.toMatch(/\uFFFD/)
      expect(Buffer.from(text).toString()).toBe(text)
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(
        Math.round((Buffer.byteLength(html + extra) - 3000) / 2),
      )
    }
  })
})

describe('paramsOf', () => {
  it('reads the params of a path from the dynamic segments of its route, decoded', () => {
    expect(paramsOf('/events/[slug]/[id]', '/events/folk-night/caf%C3%A9-7')).toEqual({
      slug: 'folk-night',
      id: 'café-7',
    })
    expect(paramsOf('/events', '/events')).toEqual({})
  })

  it('is undefined for a path of another route', () => {
    expect(paramsOf('/events/category/[category]', '/events/folk-night/7')).toBeUndefined()
    expect(paramsOf('/events/[slug]/[id]', '/events/folk-night')).toBeUndefined()
  })
})

describe('siteRoutes', () => {
  it("lists a build's pages and route handlers, and the params each page was prerendered for", () => {
    const dist = mkdtempSync(join(tmpdir(), 'site-routes-'))
    writeFileSync(
      join(dist, 'app-path-routes-manifest.json'),
      JSON.stringify({
        '/(site)/page': '/',
        '/(site)/events/[slug]/[id]/page': '/events/[slug]/[id]',
        '/(site)/events/[slug]/[id]/calendar.ics/route': '/events/[slug]/[id]/calendar.ics',
        '/_not-found/page': '/_not-found',
        '/robots.txt/route': '/robots.txt',
      }),
    )
    writeFileSync(
      join(dist, 'prerender-manifest.json'),
      JSON.stringify({
        routes: {
          '/': { srcRoute: '/' },
          '/events/folk-night/7': { srcRoute: '/events/[slug]/[id]' },
          '/events/lanterns/9': { srcRoute: '/events/[slug]/[id]' },
          '/events/folk-night/7/calendar.ics': { srcRoute: '/events/[slug]/[id]/calendar.ics' },
          '/robots.txt': { srcRoute: '/robots.txt' },
        },
      }),
    )
    expect(siteRoutes(dist)).toEqual({
      pages: ['/', '/events/[slug]/[id]'],
      handlers: ['/events/[slug]/[id]/calendar.ics', '/robots.txt'],
      params: {
        '/events/[slug]/[id]': [
          { slug: 'folk-night', id: '7' },
          { slug: 'lanterns', id: '9' },
        ],
      },
    })
  })
})

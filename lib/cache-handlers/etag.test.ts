import { generateETag } from 'next/dist/server/lib/etag'
import { withEtag } from './etag.mjs'

const page = {
  kind: 'APP_PAGE',
  html: '<html>the showcase</html>',
  postponed: undefined,
  headers: { 'x-next-cache-tags': 'events' },
  status: 200,
}

describe('withEtag', () => {
  it('adds the ETag Next would compute for the HTML of a complete page', () => {
    expect(withEtag(page).headers).toEqual({
      'x-next-cache-tags': 'events',
      etag: generateETag(page.html),
    })
    expect(page.headers).not.toHaveProperty('etag')
  })

  it('tells pages apart by their HTML', () => {
    const other = withEtag({ ...page, html: '<html>the showcase, moved indoors</html>' })
    expect(other.headers.etag).not.toBe(withEtag(page).headers.etag)
  })

  it('keeps an ETag the page has, and leaves alone what is not a complete page', () => {
    const tagged = withEtag(page)
    expect(withEtag(tagged)).toBe(tagged)
    const postponed = { ...page, postponed: 'state' }
    expect(withEtag(postponed)).toBe(postponed)
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: {}, status: 200 }
    expect(withEtag(route)).toBe(route)
    expect(withEtag(null)).toBeNull()
  })
})

import { generateETag } from 'next/dist/server/lib/etag'
import { preparedPage } from './prepared-page.mjs'

const page = {
  kind: 'APP_PAGE',
  html: '<html>the showcase</html>',
  postponed: undefined,
  headers: { 'x-next-cache-tags': 'events' },
  status: 200,
}

describe('preparedPage', () => {
  it('adds the ETag Next would compute for the HTML of a complete page', () => {
    expect(preparedPage(page).headers).toEqual({
      'x-next-cache-tags': 'events',
      etag: generateETag(page.html),
    })
    expect(page.headers).not.toHaveProperty('etag')
  })

  it('tells pages apart by their HTML', () => {
    const other = preparedPage({ ...page, html: '<html>the showcase, moved indoors</html>' })
    expect(other.headers.etag).not.toBe(preparedPage(page).headers.etag)
  })

  it('writes the HTML in ASCII, and the ETag is that of the HTML it sends', () => {
    const prepared = preparedPage({ ...page, html: '<p>What’s on</p>' })
    expect(prepared.html).toBe('<p>What&#x2019;s on</p>')
    expect(prepared.headers.etag).toBe(generateETag('<p>What&#x2019;s on</p>'))
  })

  it('leaves alone a page prepared already and what is not a complete page', () => {
    const prepared = preparedPage(page)
    expect(preparedPage(prepared)).toBe(prepared)
    const postponed = { ...page, html: '<p>What’s on</p>', postponed: 'state' }
    expect(preparedPage(postponed)).toBe(postponed)
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: {}, status: 200 }
    expect(preparedPage(route)).toBe(route)
    expect(preparedPage(null)).toBeNull()
  })
})

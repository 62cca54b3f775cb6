import { decodeValue, encodeValue } from './values.mjs'

describe('the page cache’s values in Redis', () => {
  it('keep their Buffers and Maps through JSON', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>hi</p>',
      rscData: Buffer.from('rsc payload'),
      segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
      headers: { 'x-next-cache-tags': 'events,_N_T_/' },
      status: 200,
      postponed: undefined,
    }
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(value)))) as typeof value
    expect(back.rscData).toEqual(Buffer.from('rsc payload'))
    expect(back.segmentData).toEqual(new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]))
    expect(back.html).toBe('<p>hi</p>')
    expect(back.headers).toEqual(value.headers)
    expect(back.status).toBe(200)
  })
})

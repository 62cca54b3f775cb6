import { notModified } from './not-modified.mjs'

const ETAG = '"abc123"'

describe('notModified', () => {
  it('is true when If-None-Match names the ETag, alone or in a list, weak or strong', () => {
    expect(notModified({ 'if-none-match': '"abc123"' }, ETAG)).toBe(true)
    expect(notModified({ 'if-none-match': '"other", "abc123"' }, ETAG)).toBe(true)
    expect(notModified({ 'if-none-match': 'W/"abc123"' }, ETAG)).toBe(true)
    expect(notModified({ 'if-none-match': '*' }, ETAG)).toBe(true)
  })

  it('is false for another ETag, no condition, or a response without an ETag', () => {
    expect(notModified({ 'if-none-match': '"abc1234"' }, ETAG)).toBe(false)
    expect(notModified({ 'if-none-match': 'abc123' }, ETAG)).toBe(false)
    expect(notModified({}, ETAG)).toBe(false)
    expect(notModified({ 'if-none-match': '"abc123"' }, undefined)).toBe(false)
    expect(notModified({ 'if-none-match': '*' }, '')).toBe(false)
  })

  it('is false when the request asks for the page itself with no-cache', () => {
    const headers = { 'if-none-match': ETAG }
    expect(notModified({ ...headers, 'cache-control': 'no-cache' }, ETAG)).toBe(false)
    expect(notModified({ ...headers, 'cache-control': 'max-age=0, No-Cache' }, ETAG)).toBe(false)
    expect(notModified({ ...headers, 'cache-control': 'max-age=0' }, ETAG)).toBe(true)
  })
})

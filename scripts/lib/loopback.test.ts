import { loopbackHostname } from './loopback.mjs'

describe('the hostname the site listens on for this machine alone', () => {
  it('is localhost where localhost is 127.0.0.1 first, or unknown', () => {
    expect(loopbackHostname('127.0.0.1')).toBe('localhost')
    expect(loopbackHostname(undefined)).toBe('localhost')
  })

  it('is 127.0.0.1 where localhost is ::1 first, which the upstreams would not reach', () => {
    expect(loopbackHostname('::1')).toBe('127.0.0.1')
  })
})

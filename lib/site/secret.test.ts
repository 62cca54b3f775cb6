import { bearerToken, secretMatches } from './secret'

describe('secretMatches', () => {
  it('matches the same secret', () => {
    expect(secretMatches('s3cret-value-123456', 's3cret-value-123456')).toBe(true)
  })
  it('refuses a different secret, including a prefix of it', () => {
    expect(secretMatches('s3cret', 's3cret-value-123456')).toBe(false)
    expect(secretMatches('S3CRET-VALUE-123456', 's3cret-value-123456')).toBe(false)
  })
  it('refuses when either side is missing', () => {
    expect(secretMatches(null, 'x')).toBe(false)
    expect(secretMatches('x', undefined)).toBe(false)
    expect(secretMatches('', '')).toBe(false)
  })
})

describe('bearerToken', () => {
  it('reads the token of a Bearer header', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def')
    expect(bearerToken('bearer   abc')).toBe('abc')
  })
  it('is null for other schemes or no header', () => {
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(null)).toBeNull()
  })
})

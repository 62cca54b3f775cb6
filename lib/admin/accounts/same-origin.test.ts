import { isSameOrigin } from './same-origin'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('isSameOrigin', () => {
  it('accepts a post from a page of the same host', () => {
    expect(isSameOrigin(headers({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(
      true,
    )
  })

  it('refuses another host, another port, a missing or broken Origin', () => {
    expect(isSameOrigin(headers({ origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(
      false,
    )
    expect(isSameOrigin(headers({ origin: 'http://localhost:4000', host: 'localhost:3000' }))).toBe(
      false,
    )
    expect(isSameOrigin(headers({ host: 'localhost:3000' }))).toBe(false)
    expect(isSameOrigin(headers({ origin: 'null', host: 'localhost:3000' }))).toBe(false)
  })
})

import path from 'node:path'
import { publicFile } from './public-file'

const publicDir = path.join(process.cwd(), 'public')

describe('publicFile', () => {
  it('finds a root-relative URL in public/, decoded, without its query', () => {
    expect(publicFile('/demo/a%20b.jpg?v=2')).toBe(path.join(publicDir, 'demo', 'a b.jpg'))
  })

  it('never leaves public/ and takes no other URLs', () => {
    for (const src of [
      '/..%2f..%2fpackage.json',
      '/a/..%2F..%2F..%2Fetc/passwd',
      '//evil.example/x.jpg',
    ]) {
      expect(publicFile(src)).toBeNull()
    }
    // Dot segments are resolved as a browser would, inside public/.
    expect(publicFile('/../%2e%2e/logo.svg')).toBe(path.join(publicDir, 'logo.svg'))
    expect(publicFile('https://storage.googleapis.com/a.jpg')).toBeNull()
    expect(publicFile('/%E0%A4%A')).toBeNull()
  })
})

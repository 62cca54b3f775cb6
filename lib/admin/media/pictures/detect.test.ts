import { pictureType } from './detect'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  )
const pad = new Array(8).fill(0)

describe('pictureType', () => {
  it('knows JPEG, PNG, WebP and AVIF by their first bytes', () => {
    expect(pictureType(bytes([0xff, 0xd8, 0xff, 0xe0], pad))).toBe('jpeg')
    expect(pictureType(bytes('\x89PNG\r\n\x1a\n', pad))).toBe('png')
    expect(pictureType(bytes('RIFF', [0, 0, 0, 0], 'WEBP', pad))).toBe('webp')
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypavif', pad))).toBe('avif')
  })

  it('refuses anything else, whatever it is called', () => {
    expect(pictureType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(pictureType(bytes('GIF89a', pad))).toBeNull()
    expect(pictureType(bytes('%PDF-1.7', pad))).toBeNull()
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypheic', pad))).toBeNull()
    expect(pictureType(bytes([0xff, 0xd8]))).toBeNull()
  })
})

import { PICTURE_CROPS, pictureCropOf, pictureCropUrls } from './picture-crops'

describe('picture crops', () => {
  it('are the three ratios Google asks for, each well over 50,000 pixels', () => {
    for (const [name, { width, height }] of Object.entries(PICTURE_CROPS)) {
      const [w, h] = name.split('x').map(Number)
      expect(width / height).toBeCloseTo(w! / h!, 5)
      expect(width * height).toBeGreaterThan(50_000)
    }
  })

  it('names a file per crop and reads the crop back from it', () => {
    expect(pictureCropUrls('https://example.org/events/a/1')).toEqual([
      'https://example.org/events/a/1/picture-16x9.jpg',
      'https://example.org/events/a/1/picture-4x3.jpg',
      'https://example.org/events/a/1/picture-1x1.jpg',
    ])
    expect(pictureCropOf('picture-4x3.jpg')).toBe('4x3')
    expect(pictureCropOf('picture-3x2.jpg')).toBeNull()
    expect(pictureCropOf('calendar.ics')).toBeNull()
  })
})

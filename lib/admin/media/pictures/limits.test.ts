import { MAX_PICTURE_BYTES, refusedPictures } from './limits'

const MB = 1024 * 1024

describe('refusedPictures', () => {
  it('lets up to five pictures of up to 10 MB through', () => {
    expect(refusedPictures([])).toBeNull()
    expect(refusedPictures(Array(5).fill({ name: 'a.jpg', size: MAX_PICTURE_BYTES }))).toBeNull()
  })

  it('names every picture that is too large, with its size', () => {
    const message = refusedPictures([
      { name: 'one.jpg', size: 21 * MB },
      { name: 'small.jpg', size: MB },
      { name: 'two.jpg', size: 21 * MB },
    ])
    expect(message).toContain('one.jpg (21.0 MB), two.jpg (21.0 MB) are larger')
    expect(message).not.toContain('small.jpg')
  })

  it('refuses more than five at a time', () => {
    expect(refusedPictures(Array(6).fill({ name: 'a.jpg', size: MB }))).toMatch(/at most 5/)
  })
})

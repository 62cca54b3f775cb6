import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { mediaSchema } from '@/lib/media/schema'
import type { LibraryPicture } from '@/lib/media/usage'
import {
  followedImages,
  holdsAll,
  libraryText,
  storedMediaItem,
  unfollowedMessage,
  uploadText,
} from './follow'

const URL_A = '/images/demo/a.webp'
const URL_B = '/images/demo/b.webp'

const picture: LibraryPicture = {
  id: 'm1',
  url: URL_A,
  alt: 'Dancers on the pier at dusk',
  credit: 'Sam Lee',
  focal: { x: 20, y: 30 },
}
const following = new Set(['Dancers on a pier', 'The pier'])

describe('libraryText', () => {
  it('cuts text to the schema limit, so the library can read what is written', () => {
    const cut = libraryText('x'.repeat(500))
    expect(cut).toHaveLength(TEXT_LIMITS.title)
  })
  it('removes markup and line breaks: the library holds plain text', () => {
    expect(libraryText(' <b>Bold</b>\n<script>alert(1)</script> pier ')).toBe('Bold alert(1) pier')
  })
  it('never leaves half a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(TEXT_LIMITS.title - 1)}😀`
    expect(libraryText(text)).toBe('a'.repeat(TEXT_LIMITS.title - 1))
  })
})

describe('uploadText', () => {
  it('titles an untitled upload by its file name, cut to fit, with no alt text', () => {
    const text = uploadText('  ', `${'long-name-'.repeat(40)}.jpg`)
    expect(text.alt).toBe('')
    expect(text.title.length).toBeLessThanOrEqual(TEXT_LIMITS.title)
    expect(text.title.startsWith('long-name-')).toBe(true)
  })
  it('gives the typed title as both, plain and cut', () => {
    expect(uploadText('<i>Pier</i> at dusk', 'x.jpg')).toEqual({
      title: 'Pier at dusk',
      alt: 'Pier at dusk',
    })
  })
  it('makes documents the media schema accepts', () => {
    const text = uploadText('', `<img src=x onerror=alert(1)>${'é'.repeat(300)}.png`)
    const parsed = mediaSchema.safeParse({ url: URL_A, width: 10, height: 10, ...text })
    expect(parsed.success).toBe(true)
  })
})

describe('followedImages', () => {
  it('rewrites the entries of the changed picture and keeps every other entry untouched', () => {
    const other = { imageURL: URL_B, imageTitle: 'Another', mediaId: 'm2' }
    const old = { imageURL: URL_A, imageTitle: 'Dancers on a pier', mediaId: 'm1' }
    expect(followedImages([other, old], picture, following)).toEqual([
      other,
      {
        imageURL: URL_A,
        imageTitle: 'Dancers on the pier at dusk',
        mediaId: 'm1',
        focalX: 20,
        focalY: 30,
        credit: 'Sam Lee',
      },
    ])
  })
  it('keeps an alt text written for the document alone', () => {
    const own = { imageURL: URL_A, imageTitle: 'Our dancers, on the night', mediaId: 'm1' }
    expect(followedImages([own], picture, following)?.[0]).toMatchObject({
      imageTitle: 'Our dancers, on the night',
      credit: 'Sam Lee',
    })
  })
  it('finishes a half-done spreading: an earlier library alt text follows the library', () => {
    // The library went from "The pier" to its alt text in a save whose spreading failed.
    const stale = { imageURL: URL_A, imageTitle: 'The pier', mediaId: 'm1' }
    expect(followedImages([stale], picture, following)?.[0]).toMatchObject({
      imageTitle: picture.alt,
    })
  })
  it('leaves invalid entries as stored rather than throwing', () => {
    const stored = [null, 'odd', { imageURL: 'javascript:alert(1)', mediaId: 'm1' }]
    expect(followedImages(stored, picture, following)).toBeNull()
    expect(followedImages(undefined, picture, following)).toBeNull()
    const withValid = [null, { imageURL: URL_A, imageTitle: '', mediaId: 'm1' }]
    const next = followedImages(withValid, picture, following)
    expect(next?.[0]).toBeNull()
    expect(next?.[1]).toMatchObject({ imageTitle: picture.alt })
  })
  it('says null when the document is up to date already', () => {
    const current = {
      imageURL: URL_A,
      imageTitle: picture.alt,
      mediaId: 'm1',
      focalX: 20,
      focalY: 30,
      credit: 'Sam Lee',
    }
    expect(followedImages([current], picture, following)).toBeNull()
  })
})

describe('storedMediaItem', () => {
  it('shows a document the schema refuses, so it can be mended and deleted', () => {
    const stored = { url: URL_A, width: 40, height: 30, title: 'x'.repeat(300), alt: 7 }
    expect(mediaSchema.safeParse(stored).success).toBe(false)
    expect(storedMediaItem('m1', stored, '2026-11-27T09:00:00.000Z')).toMatchObject({
      id: 'm1',
      url: URL_A,
      width: 40,
      title: 'x'.repeat(300),
      alt: '',
      focal: null,
    })
  })
  it('never shows a file from a host the site does not allow', () => {
    expect(storedMediaItem('m1', { url: 'https://evil.example/x.png' }, '').url).toBe('')
  })
})

describe('holdsAll', () => {
  it('tells a save with nothing new from one that changes something', () => {
    const stored = { title: 'Pier', alt: 'The pier', credit: '', focalX: null, url: URL_A }
    expect(holdsAll(stored, { title: 'Pier', alt: 'The pier', credit: '', focalX: null })).toBe(
      true,
    )
    expect(holdsAll(stored, { alt: 'A pier' })).toBe(false)
    expect(holdsAll({ title: 'Pier' }, { title: 'Pier', focalY: null })).toBe(true)
  })
})

describe('unfollowedMessage', () => {
  it('says nothing when every page followed', () => {
    expect(unfollowedMessage({ changed: ['events'], failed: 0, complete: true })).toBeNull()
  })
  it('tells the editor the picture is saved, how many pages were not, and to save again', () => {
    const message = unfollowedMessage({ changed: [], failed: 2, complete: true })
    expect(message).toMatch(/picture is saved/)
    expect(message).toMatch(/2 pages that use it/)
    expect(message).toMatch(/Save again/)
    expect(unfollowedMessage({ changed: [], failed: 0, complete: false })).toMatch(
      /some of the pages/,
    )
  })
})

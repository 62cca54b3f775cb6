import { altTextWarnings } from './alt-text'
import { clampFocal, cropAround, nudge, objectPosition } from '@/lib/content/focal'
import { mediaSchema } from './schema'
import { pageOfPictures } from './search'
import { focalOf, libraryPicture, mediaIdsOf, refreshPictures, type LibraryPicture } from './usage'

describe('objectPosition', () => {
  it('puts the focal point at the same point of the box', () => {
    expect(objectPosition({ x: 20, y: 75 })).toBe('20% 75%')
  })
  it('keeps the point inside the picture and says nothing without one', () => {
    expect(objectPosition({ x: -5, y: 140 })).toBe('0% 100%')
    expect(objectPosition(null)).toBeUndefined()
    expect(clampFocal({ x: Number.NaN, y: 33.333 })).toEqual({ x: 50, y: 33.3 })
  })
})

describe('cropAround', () => {
  it('cuts the largest rectangle of the aspect, centred on the focal point', () => {
    // A 3000 × 1000 panorama cut square around a point a third of the way across.
    expect(cropAround(3000, 1000, 400, 400, { x: 33, y: 50 })).toEqual({
      left: 490,
      top: 0,
      width: 1000,
      height: 1000,
    })
  })
  it('pushes the rectangle back inside the picture at its edges', () => {
    expect(cropAround(3000, 1000, 400, 400, { x: 0, y: 0 }).left).toBe(0)
    expect(cropAround(3000, 1000, 400, 400, { x: 100, y: 100 }).left).toBe(2000)
    // A tall picture cut 16:9 near its top.
    expect(cropAround(900, 1600, 1600, 900, { x: 50, y: 10 })).toEqual({
      left: 0,
      top: 0,
      width: 900,
      height: 506,
    })
    expect(cropAround(900, 1600, 1600, 900, { x: 50, y: 60 }).top).toBe(707)
  })
})

describe('nudge', () => {
  it('moves the point by a percent, ten with Shift, and stops at the edge', () => {
    expect(nudge({ x: 50, y: 50 }, 'ArrowLeft', false)).toEqual({ x: 49, y: 50 })
    expect(nudge({ x: 50, y: 95 }, 'ArrowDown', true)).toEqual({ x: 50, y: 100 })
    expect(nudge({ x: 50, y: 50 }, 'Enter', false)).toBeNull()
  })
})

describe('altTextWarnings', () => {
  it('warns when there is none, or it is a file name or starts with “image of”', () => {
    expect(altTextWarnings('  ')).toHaveLength(1)
    expect(altTextWarnings('IMG_2041.jpg')[0]).toMatch(/file name/)
    expect(altTextWarnings('DSC00123')[0]).toMatch(/file name/)
    expect(altTextWarnings('Photo of a choir singing')[0]).toMatch(/Leave out/)
  })
  it('is content with a description of what matters', () => {
    expect(altTextWarnings('A choir of children singing under paper lanterns')).toEqual([])
    // “Photography” is what the picture shows here, not a redundant opening.
    expect(altTextWarnings('Photography students framing the river')).toEqual([])
  })
})

describe('usage', () => {
  const library = new Map<string, LibraryPicture>([
    [
      'm1',
      { id: 'm1', url: '/uploads/a.jpg', alt: 'New words', credit: 'Jo', focal: { x: 10, y: 90 } },
    ],
  ])
  it('lists the library pictures a document uses, once each', () => {
    expect(mediaIdsOf([{ mediaId: 'm1' }, { mediaId: 'm2' }, {}, { mediaId: 'm1' }])).toEqual([
      'm1',
      'm2',
    ])
  })
  it('brings library pictures up to date and leaves older ones as they were', () => {
    const old = { imageURL: '/demo/x.jpg', imageTitle: 'Kept' }
    expect(
      refreshPictures(
        [old, { imageURL: '/uploads/a.jpg', imageTitle: 'Old words', mediaId: 'm1' }],
        library,
      ),
    ).toEqual([
      old,
      {
        imageURL: '/uploads/a.jpg',
        imageTitle: 'New words',
        mediaId: 'm1',
        focalX: 10,
        focalY: 90,
        credit: 'Jo',
      },
    ])
    expect(focalOf({ focalX: 10, focalY: 90 })).toEqual({ x: 10, y: 90 })
    expect(focalOf(old)).toBeNull()
  })
})

describe('mediaSchema', () => {
  it('reads a picture with its focal point, and one without', () => {
    const base = { url: '/uploads/a.jpg', width: 1200, height: 800, alt: 'A kiln' }
    expect(mediaSchema.parse({ ...base, focalX: 30, focalY: 40 }).focal).toEqual({ x: 30, y: 40 })
    expect(mediaSchema.parse(base).focal).toBeNull()
    expect(mediaSchema.safeParse({ ...base, url: 'https://evil.example/a.jpg' }).success).toBe(
      false,
    )
  })
})

describe('pageOfPictures', () => {
  const item = (n: number, alt: string, credit = '') => ({ title: `Picture ${n}`, alt, credit })
  const items = [
    item(1, 'A choir under lanterns'),
    item(2, 'Café on the river', 'Zoë Ellis'),
    ...Array.from({ length: 25 }, (_, i) => item(i + 3, 'A kiln')),
  ]
  it('finds every word in the title, alt text or credit, whatever the case or accents', () => {
    expect(pageOfPictures(items, 'cafe zoe', 1, 20).rows).toEqual([items[1]])
    expect(pageOfPictures(items, 'LANTERNS choir', 1, 20).total).toBe(1)
  })
  it('gives the page asked for, kept within the pages there are', () => {
    expect(pageOfPictures(items, 'kiln', 2, 20)).toMatchObject({ page: 2, pages: 2, total: 25 })
    expect(pageOfPictures(items, 'kiln', 9, 20).rows).toHaveLength(5)
    expect(pageOfPictures(items, '', 1, 20).rows).toHaveLength(20)
  })
})

describe('libraryPicture', () => {
  it('reads a stored media document, odd fields read as none', () => {
    expect(
      libraryPicture('m1', { url: '/uploads/a.jpg', alt: 'A kiln', focalX: 20, focalY: null }),
    ).toEqual({ id: 'm1', url: '/uploads/a.jpg', alt: 'A kiln', credit: '', focal: null })
    expect(libraryPicture('m1', { focalX: 20, focalY: 70, credit: 7 })).toMatchObject({
      focal: { x: 20, y: 70 },
      credit: '',
    })
  })
})

import { mediaSchema } from '@/lib/media/schema'
import { libraryIdFor, libraryPictures } from './0004-library-pictures'

const size = { width: 1200, height: 800 }

describe('0004-library-pictures', () => {
  it('enters each picture once, with its first alt text, and points every use at it', () => {
    const url = '/demo/events/lantern-parade-1.jpg'
    const { writes, notes } = libraryPictures.plan(
      {
        showcase: [
          {
            id: 'parade',
            data: {
              title: 'Lantern parade',
              images: [{ imageURL: url, imageTitle: 'Lanterns on the green' }],
            },
          },
        ],
        updates: [
          {
            id: 'recap',
            data: {
              title: 'Parade recap',
              images: [
                { imageURL: url, imageTitle: 'Our own words' },
                { imageURL: '/x/kept.jpg', imageTitle: 'Already in', mediaId: 'm1' },
                { imageURL: '/missing.jpg', imageTitle: 'Gone' },
              ],
              mediaIds: ['m1'],
            },
          },
        ],
        media: [{ id: 'm1', data: { url: '/x/kept.jpg' } }],
      },
      {
        pictureSizes: new Map([
          [url, size],
          ['/missing.jpg', null],
        ]),
      },
    )
    const id = libraryIdFor(url)
    expect(writes.map((w) => `${w.collection}/${w.id}`)).toEqual([
      `media/${id}`,
      'showcase/parade',
      'updates/recap',
    ])
    expect(mediaSchema.parse(writes[0]!.after)).toMatchObject({
      url,
      ...size,
      alt: 'Lanterns on the green',
      title: 'Lantern parade',
    })
    expect(writes[2]!.after.images).toEqual([
      { imageURL: url, imageTitle: 'Our own words', mediaId: id },
      { imageURL: '/x/kept.jpg', imageTitle: 'Already in', mediaId: 'm1' },
      { imageURL: '/missing.jpg', imageTitle: 'Gone' },
    ])
    expect(writes[2]!.after.mediaIds).toEqual([id, 'm1'])
    expect(notes).toEqual([
      '/missing.jpg could not be read, so it stays out of the library (the pages still show it)',
    ])
  })

  it('uses the library picture that already has the URL, and plans nothing once done', () => {
    const url = '/demo/a.jpg'
    const plan = libraryPictures.plan(
      {
        showcase: [{ id: 'e', data: { title: 'E', images: [{ imageURL: url, imageTitle: 'A' }] } }],
        media: [{ id: 'existing', data: { url } }],
      },
      { pictureSizes: new Map() },
    )
    expect(plan.writes.map((w) => [w.id, w.after.mediaIds])).toEqual([['e', ['existing']]])
    const done = libraryPictures.plan(
      {
        showcase: [{ id: 'e', data: plan.writes[0]!.after }],
        media: [{ id: 'existing', data: { url } }],
      },
      { pictureSizes: new Map() },
    )
    expect(done.writes).toEqual([])
  })
})

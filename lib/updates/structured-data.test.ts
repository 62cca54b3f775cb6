import type { Update } from '@/lib/updates/schema'
import { testUpdate } from '@/test/test-update'
import { absoluteUrl } from '@/lib/site/config'
import { feedEntries, FEED_SIZE } from './feed-items'
import { DEFAULT_UPDATE_IMAGE, leadImageUrl } from './images'
import { newsArticleJsonLd } from './structured-data'

const update = (overrides: Partial<Update> = {}) =>
  testUpdate({
    images: [
      { imageURL: '/demo/a.jpg', imageTitle: 'A' },
      { imageURL: 'https://storage.googleapis.com/b.jpg', imageTitle: 'B' },
    ],
    ...overrides,
  })

describe('newsArticleJsonLd', () => {
  it('describes the update as a NewsArticle with absolute URLs', () => {
    const data = newsArticleJsonLd(update())
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Awards open',
      datePublished: '2026-03-21T10:00:00.000Z',
      description: 'Apply for an award.',
      // The lead picture's crops at Google's ratios, then the other pictures as they are.
      image: [
        absoluteUrl('/updates/awards-open/abc123/picture-16x9.jpg'),
        absoluteUrl('/updates/awards-open/abc123/picture-4x3.jpg'),
        absoluteUrl('/updates/awards-open/abc123/picture-1x1.jpg'),
        'https://storage.googleapis.com/b.jpg',
      ],
      url: absoluteUrl('/updates/awards-open/abc123'),
      publisher: { '@type': 'Organization', name: 'Creative Communities' },
    })
  })

  it('names only the crops without pictures, and leaves out an empty description', () => {
    const data = newsArticleJsonLd(update({ images: [], shortDescription: '' }))
    expect(data.image).toHaveLength(3)
    expect(data).not.toHaveProperty('description')
  })
})

describe('leadImageUrl', () => {
  it('is the first image, or the default one', () => {
    expect(leadImageUrl(update())).toBe('/demo/a.jpg')
    expect(leadImageUrl(update({ images: [] }))).toBe(DEFAULT_UPDATE_IMAGE)
  })
})

describe('feedEntries', () => {
  it('keeps the order given, with absolute canonical links as ids', () => {
    const entries = feedEntries([
      update({ id: 'new', titleSlug: 'newer', dateStart: '2026-03-22T10:00:00.000Z' }),
      update({ id: 'old', titleSlug: 'older', images: [] }),
    ])
    expect(entries.map((e) => e.link)).toEqual([
      absoluteUrl('/updates/newer/new'),
      absoluteUrl('/updates/older/old'),
    ])
    expect(entries[0]).toMatchObject({
      id: absoluteUrl('/updates/newer/new'),
      date: new Date('2026-03-22T10:00:00.000Z'),
      description: 'Apply for an award.',
      content: '<p>Apply now.</p>',
      category: [{ name: 'Awards', term: 'awards' }],
      imageSrc: '/demo/a.jpg',
    })
    expect(entries[1]?.imageSrc).toBe(DEFAULT_UPDATE_IMAGE)
  })

  it('carries at most FEED_SIZE entries', () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => update({ id: `u${i}` }))
    expect(feedEntries(many)).toHaveLength(FEED_SIZE)
  })
})

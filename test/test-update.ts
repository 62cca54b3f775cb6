import type { SanitizedHtml } from '@/lib/content/fields'
import type { Update } from '@/lib/updates/schema'

/** A parsed update for unit tests; each test overrides what it is about. */
export function testUpdate(overrides: Partial<Update> = {}): Update {
  return {
    id: 'abc123',
    updatedAt: '2026-03-22T08:00:00.000Z',
    title: 'Awards open',
    titleSlug: 'awards-open',
    description: '<p>Apply now.</p>' as SanitizedHtml,
    shortDescription: 'Apply for an award.',
    dateStart: '2026-03-21T10:00:00.000Z',
    images: [{ imageURL: '/demo/a.jpg', imageTitle: 'A' }],
    categories: ['Awards'],
    themeColour: undefined,
    published: true,
    pubDate: null,
    unpublishAt: null,
    forms: [],
    ...overrides,
  }
}

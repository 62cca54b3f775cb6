import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { EVENTS_FIXTURES as E } from '../fixtures/events.mjs'
import { SITE_FIXTURES as F } from '../fixtures/site.mjs'
import { fixtureNow } from '../support/env'
import { getHtml, type Html } from '../support/html'

// Moved from e2e/seo.spec.ts (docs/testing.md): what search engines and link previews read is the
// server's HTML, so the same checks run on it without a browser. Every JSON-LD block parses and
// carries what its type needs, every page has a 1200×630 preview picture and a large Twitter
// card, and every title stays under 60 characters.

const base = process.env.E2E_BASE_URL!
const eventUrl = `/events/${E.onNowA.slug}/${E.onNowA.id}`
const updateUrl = `/updates/${F.update.slug}/${F.update.id}`

type Block = Record<string, unknown> & { '@type': string }

const jsonLd = (html: Html) => html.jsonLd() as Block[]
const ofType = (blocks: Block[], type: string) => blocks.filter((b) => b['@type'] === type)
/** The content of the first meta element matching the selector, or undefined. */
const meta = (html: Html, selector: string) => html.all(selector)[0]?.attribs.content

/** Requests `path` and returns its JSON-LD blocks and the first of `type`. */
async function blocksOn(request: APIRequestContext, path: string, type: string) {
  const blocks = jsonLd(await getHtml(request, path))
  return { blocks, main: ofType(blocks, type)[0]!, crumbs: ofType(blocks, 'BreadcrumbList')[0]! }
}

const ROUTES = [
  '/',
  '/about',
  '/contact',
  '/get-involved',
  '/events',
  eventUrl,
  '/updates',
  updateUrl,
  '/fyi',
  '/fyi/dictionary/q',
  `/fyi/questions/${encodeURIComponent(F.questionCategory)}`,
  '/terms',
  '/creative-communities-awards',
  '/content',
  '/opportunities',
]

test.describe('every page', () => {
  for (const path of ROUTES) {
    test(`${path}: JSON-LD parses, preview picture, large card, short title`, async ({
      request,
    }) => {
      const html = await getHtml(request, path)
      // jsonLd() parses each block: one that does not parse fails here.
      for (const block of jsonLd(html)) {
        expect(block['@context'], path).toBe('https://schema.org')
        expect(typeof block['@type'], path).toBe('string')
      }
      expect(meta(html, 'meta[property="og:image"]'), path).toMatch(/^https?:\/\//)
      expect(html.attr(html.one('meta[name="twitter:card"]'), 'content'), path).toBe(
        'summary_large_image',
      )
      expect(html.title().length, path).toBeGreaterThan(0)
      expect(html.title().length, path).toBeLessThan(60)
    })
  }
})

test('the default preview picture is a 1200×630 image', async ({ request }) => {
  const html = await getHtml(request, '/about')
  const url = meta(html, 'meta[property="og:image"]')
  expect(url).toBe(`${base}/images/og-default.png`)
  expect(html.attr(html.one('meta[property="og:image:width"]'), 'content')).toBe('1200')
  expect(html.attr(html.one('meta[property="og:image:height"]'), 'content')).toBe('630')
  const response = await request.get(url!)
  expect(response.headers()['content-type']).toBe('image/png')
})

test('an event: address, offers, organiser, status, attendance mode and breadcrumbs', async ({
  request,
}) => {
  const { main: event, crumbs } = await blocksOn(request, eventUrl, 'Event')
  expect(event).toMatchObject({
    name: E.onNowA.title,
    url: `${base}${eventUrl}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: 'Events Fixture Hall',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Albert Road',
        addressLocality: 'Middlesbrough',
        postalCode: 'TS1 1AA',
        addressCountry: 'GB',
      },
    },
    offers: {
      '@type': 'Offer',
      url: E.ticketLink,
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    },
    organizer: { '@type': 'Organization', name: 'Creative Communities' },
  })
  expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT/)
  expect(crumbs.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
    { '@type': 'ListItem', position: 2, name: 'Showcase', item: `${base}/events` },
    { '@type': 'ListItem', position: 3, name: E.onNowA.title, item: `${base}${eventUrl}` },
  ])
})

test('event and update pictures are served at 16:9, 4:3 and 1:1 for their structured data', async ({
  request,
}) => {
  const sizes = { '16x9': [1200, 675], '4x3': [1200, 900], '1x1': [1200, 1200] }
  const pictureless = `/events/${F.onNowEvent.slug}/${F.onNowEvent.id}`
  for (const [path, type] of [
    [eventUrl, 'Event'],
    [updateUrl, 'NewsArticle'],
    [pictureless, 'Event'],
  ] as const) {
    const { main } = await blocksOn(request, path, type)
    const crops = Object.keys(sizes).map((crop) => `${base}${path}/picture-${crop}.jpg`)
    expect((main.image as string[]).slice(0, 3), path).toEqual(crops)
    for (const [crop, [width, height]] of Object.entries(sizes)) {
      const response = await request.get(`${path}/picture-${crop}.jpg`)
      expect(response.status(), `${path} ${crop}`).toBe(200)
      expect(response.headers()['content-type']).toBe('image/jpeg')
      expect(response.headers()['cache-control']).toMatch(/^public, /)
      expect(await sharp(await response.body()).metadata()).toMatchObject({ width, height })
    }
  }
  // An event's own picture, not the default one that a picture-less event shows.
  const own = await request.get(`${eventUrl}/picture-1x1.jpg`)
  const fallback = await request.get(`${pictureless}/picture-1x1.jpg`)
  expect(Buffer.compare(await own.body(), await fallback.body())).not.toBe(0)

  const moved = await request.get(`/events/an-old-name/${E.onNowA.id}/picture-1x1.jpg`, {
    maxRedirects: 0,
  })
  expect(moved.status()).toBe(308)
  expect(moved.headers()['location']).toBe(`${eventUrl}/picture-1x1.jpg`)
  expect((await request.get(`${eventUrl}/picture-2x1.jpg`)).status()).toBe(404)
  expect((await request.get(`/events/${E.onNowA.slug}/nope/picture-1x1.jpg`)).status()).toBe(404)
})

test('a free event is offered at price 0 in pounds', async ({ request }) => {
  const { main: event } = await blocksOn(
    request,
    `/events/${F.onNowEvent.slug}/${F.onNowEvent.id}`,
    'Event',
  )
  expect(event.offers).toMatchObject({ price: 0, priceCurrency: 'GBP' })
})

test('an update: a NewsArticle with author, dates and images, and breadcrumbs', async ({
  request,
}) => {
  const { main: article, crumbs } = await blocksOn(request, updateUrl, 'NewsArticle')
  expect(article).toMatchObject({
    headline: F.update.title,
    author: { '@type': 'Organization', name: 'Creative Communities' },
    publisher: { '@type': 'Organization', name: 'Creative Communities' },
  })
  // The document's last write: when this run seeded it, not its publication date.
  expect(
    Math.abs(Date.parse(article.dateModified as string) - fixtureNow().getTime()),
  ).toBeLessThan(15 * 60_000)
  expect(article.dateModified).not.toBe(article.datePublished)
  expect((article.image as string[]).every((url) => url.startsWith(base))).toBe(true)
  expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
    'Home',
    'News',
    F.update.title,
  ])
})

test('the home page: Organization with its social profiles, and WebSite', async ({ request }) => {
  const html = await getHtml(request, '/')
  const blocks = jsonLd(html)
  const [organization] = ofType(blocks, 'Organization')
  expect(organization).toMatchObject({
    name: 'Creative Communities',
    url: `${base}/`,
    logo: `${base}/logo.svg`,
  })
  expect(organization!.sameAs).toEqual([
    'https://www.facebook.com/creativecommunitiesteesside',
    'https://twitter.com/CreativeCommsTS',
    'https://www.instagram.com/creativecommunitiesteesside',
    'https://www.youtube.com/@creativecommunitiesteesside',
  ])
  expect(ofType(blocks, 'WebSite')).toHaveLength(1)
  expect(html.title()).toBe('Creative Communities: Middlesbrough and Redcar & Cleveland')
})

test('a letter and a category page have breadcrumbs to Resources', async ({ request }) => {
  for (const path of [
    '/fyi/dictionary/q',
    `/fyi/questions/${encodeURIComponent(F.questionCategory)}`,
  ]) {
    const [crumbs] = ofType(jsonLd(await getHtml(request, path)), 'BreadcrumbList')
    const names = (crumbs!.itemListElement as { name: string }[]).map((c) => c.name)
    expect(names.slice(0, 2), path).toEqual(['Home', 'Resources'])
  }
})

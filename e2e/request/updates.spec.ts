import { expect, test, type APIResponse } from '@playwright/test'
import { isOpportunity, publishedUpdates, UPDATES_FIXTURES as F } from '../fixtures/updates.mjs'
import { fixtureNow } from '../support/env'
import { getHtml, type Html } from '../support/html'
import { londonDate } from '../support/london'
import { descendants, parseXml } from '../support/xml'

// Moved from e2e/updates.spec.ts (docs/testing.md): the same checks on the server's HTML. Where
// the browser test clicked a link, this one reads its href and requests it; the feeds, which
// the browser's XML parser read there, are parsed by jsdom's here. What needs a browser stays
// there.

const url = (u: { slug: string; id: string }) => `/updates/${u.slug}/${u.id}`
const absolute = (path: string) => new URL(path, process.env.E2E_BASE_URL).toString()

/** This module's published updates, newest first (other modules add older ones). */
function mine() {
  return publishedUpdates(fixtureNow())
}

/** The titles in the 'Previous' grid, in order. */
const previousTitles = (html: Html) => html.texts('[data-testid="previous-updates"] h3')

/** An attribute of the one element matching the selector (a meta's content, a link's href). */
const one = (html: Html, selector: string, name: string) => html.attr(html.one(selector), name)

/** The sections labelled by a heading reading 'Forms', as getByRole('region', { name }). */
const formsRegions = (html: Html) =>
  html
    .all('section[aria-labelledby]')
    .filter((s) => html.texts(`#${html.attr(s, 'aria-labelledby')}`)[0] === 'Forms')

/**
 * The Location of a redirect. Next 16.4 sends the header twice (identical values) on a
 * redirect from a page rendered at request time, which Playwright joins with ', '.
 */
function locations(response: APIResponse): string[] {
  return [
    ...new Set(
      response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'location')
        .map((h) => h.value),
    ),
  ]
}

test.describe('latest and selected update', () => {
  test('/updates shows the newest published update, not the newer draft', async ({ request }) => {
    const html = await getHtml(request, '/updates')
    const latest = html.named('article', F.latest.title)
    expect(html.texts('h2', latest)).toEqual([F.latest.title])
    expect(html.text(html.one('body'))).not.toContain(F.draft.title)
    expect(html.source).not.toContain(F.draft.id)
  })

  test('an update page shows the one selected, with its date and categories', async ({
    request,
  }) => {
    const selected = mine()[4]!
    const html = await getHtml(request, url(selected))
    expect(html.text(html.one('h1'))).toBe(selected.title)
    expect(html.title()).toBe(`${selected.title} | Creative Communities`)
    expect(html.text(html.one('main'))).toContain(`Body of ${selected.title}.`)
    expect(html.texts('article time')[0]).toBe(londonDate(selected.dateStart))
    expect(html.text(html.named('ul', 'Categories'))).toContain('Updates Fixture')
  })

  test('the unpublished draft is unreachable and absent from every listing', async ({
    request,
  }) => {
    expect((await request.get(url(F.draft), { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get(`/updates/${F.draft.id}`, { maxRedirects: 0 })).status()).toBe(404)
    for (const path of [
      '/',
      '/updates',
      '/updates/archive/page/2',
      '/updates/feed.xml',
      '/updates/atom.xml',
    ]) {
      const body = await (await request.get(path)).text()
      expect(body, path).not.toContain(F.draft.title)
      expect(body, path).not.toContain(F.draft.id)
    }
  })

  test('a wrong or missing slug answers 308 to the canonical URL; an unknown id 404', async ({
    request,
  }) => {
    for (const path of [
      `/updates/wrong-slug/${F.latest.id}`,
      `/updates/${F.latest.id}`,
      `/updates/page/${F.latest.id}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      expect(locations(response), path).toEqual([url(F.latest)])
    }
    expect((await request.get('/updates/anything/no-such-update')).status()).toBe(404)
    expect((await request.get('/updates/no-such-update')).status()).toBe(404)
  })

  test("the home page's latest-news link goes to the latest update's canonical URL", async ({
    request,
  }) => {
    const html = await getHtml(request, '/')
    expect(html.href(/Latest news/)).toBe(url(F.latest))
  })
})

test.describe('forms and images', () => {
  test('the attached forms are listed with their descriptions and working links', async ({
    request,
  }) => {
    const html = await getHtml(request, url(F.latest))
    const forms = html.named('section', 'Forms')
    for (const form of F.forms) {
      expect(html.href(form.formTitle, forms)).toBe(form.formURL)
      expect((await request.get(form.formURL)).status()).toBe(200)
    }
    expect(html.text(forms)).toContain('before the deadline')
    expect(html.text(forms)).toContain('Read these first.')

    expect(formsRegions(html)).toHaveLength(1)
    expect(formsRegions(await getHtml(request, url(F.noImage)))).toHaveLength(0)
  })

  test('a card for an update without images shows the default image', async ({ request }) => {
    const html = await getHtml(request, '/updates')
    const [card, ...others] = html
      .all('[data-testid="previous-updates"] li')
      .filter((li) => html.links(F.noImage.title, li).length > 0)
    expect(others).toHaveLength(0)
    const src = html.attr(html.one('img', card), 'src')
    expect(decodeURIComponent(src ?? '')).toContain('/images/default-update.jpg')
    expect(html.href(F.noImage.title, card)).toBe(url(F.noImage))
  })
})

test.describe('pagination of Previous', () => {
  test('an update whose slug is "page" is still served at its canonical URL', async ({
    request,
  }) => {
    const html = await getHtml(request, url(F.slugPage))
    expect(html.text(html.one('h1'))).toBe(F.slugPage.title)
    expect(one(html, 'link[rel="canonical"]', 'href')).toBe(absolute(url(F.slugPage)))
  })

  test('lists every published update newest first across real page URLs', async ({ request }) => {
    const page1 = await getHtml(request, '/updates')
    const first = previousTitles(page1)
    // A page of 24, less the latest update, which is shown in full above the grid.
    expect(first).toHaveLength(23)
    expect(first).not.toContain(F.latest.title)
    const nav = page1.named('nav', 'Pages of news')
    expect(page1.attr(page1.link('Page 1', nav), 'aria-current')).toBe('page')
    const next = page1.link(/Older/, nav)
    expect(page1.attr(next, 'href')).toBe('/updates/archive/page/2')
    expect(page1.attr(next, 'rel')).toBe('next')

    const page2 = await getHtml(request, page1.attr(next, 'href')!)
    expect(page2.text(page2.one('h1'))).toMatch(/^News: page 2 of \d+$/)
    const second = previousTitles(page2)
    const nav2 = page2.named('nav', 'Pages of news')
    expect(page2.attr(page2.link('Page 2', nav2), 'aria-current')).toBe('page')
    expect(page2.href(/Newer/, nav2)).toBe('/updates')

    const mineInOrder = [F.latest.title, ...first, ...second].filter((t) =>
      t.startsWith('Updates Fixture'),
    )
    expect(mineInOrder).toEqual(mine().map((u) => u.title))
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length)
    expect(first.some((t) => t.startsWith('Updates Fixture'))).toBe(true)
    expect(second.some((t) => t.startsWith('Updates Fixture'))).toBe(true)
  })

  test('the grid never lists the update shown above it, and says what it holds', async ({
    request,
  }) => {
    const listing = await getHtml(request, '/updates')
    expect(listing.texts('h2')).toContain('Previous')
    expect(previousTitles(listing)).not.toContain(F.latest.title)

    const html = await getHtml(request, url(F.noImage))
    expect(html.texts('h2')).toContain('More news')
    const titles = previousTitles(html)
    expect(titles).not.toContain(F.noImage.title)
    // Newer updates are listed too (so the grid is not called 'Previous').
    expect(titles).toContain(F.latest.title)
  })

  test('page 1 is canonicalised, a page past the end is a 404', async ({ request }) => {
    for (const path of ['/updates/archive/page/1', '/updates/page/1']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      expect(locations(response), path).toEqual(['/updates'])
    }
    for (const bad of [
      '/updates/archive/page/999',
      '/updates/archive/page/02',
      '/updates/archive/page/0',
      '/updates/archive/page',
    ]) {
      expect((await request.get(bad, { maxRedirects: 0 })).status(), bad).toBe(404)
    }
    const html = await getHtml(request, '/updates/archive/page/2')
    expect(one(html, 'link[rel="canonical"]', 'href')).toBe(absolute('/updates/archive/page/2'))
  })

  test('the old listing URLs answer 308 to the new ones', async ({ request }) => {
    const old = await request.get('/updates/page/2', { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(locations(old)).toEqual(['/updates/archive/page/2'])
  })

  // No script runs here: the server's HTML and its hrefs are what a visitor without JavaScript
  // gets.
  test.describe('without JavaScript', () => {
    test('the pages and their links work', async ({ request }) => {
      const html = await getHtml(request, '/updates')
      expect(html.texts('h2')).toContain(F.latest.title)
      expect(one(html, '[data-testid="slideshow-image"]', 'alt')).toBe(F.images[0]!.imageTitle)
      const older = html.href(/Older/)
      expect(older).toMatch(/\/updates\/archive\/page\/2$/)
      const page2 = await getHtml(request, older)
      const last = mine().at(-1)!
      const update = await getHtml(request, page2.href(last.title))
      expect(update.text(update.one('h1'))).toBe(last.title)
    })
  })
})

test.describe('head of the update pages', () => {
  test('title, description, canonical, Open Graph image and NewsArticle JSON-LD', async ({
    request,
  }) => {
    const html = await getHtml(request, url(F.latest))
    expect(html.title()).toBe(`${F.latest.title} | Creative Communities`)
    expect(one(html, 'meta[name="description"]', 'content')).toBe(`Summary of ${F.latest.title}.`)
    expect(one(html, 'link[rel="canonical"]', 'href')).toBe(absolute(url(F.latest)))
    expect(one(html, 'meta[property="og:image"]', 'content')).toBe(absolute(F.images[0]!.imageURL))
    const [data] = html.jsonLd()
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: F.latest.title,
      datePublished: mine()[0]!.dateStart.toISOString(),
      description: `Summary of ${F.latest.title}.`,
      publisher: { '@type': 'Organization', name: 'Creative Communities' },
    })
    // The first picture at Google's three ratios (cropped on the server), then the others.
    expect(data?.image).toEqual([
      ...['16x9', '4x3', '1x1'].map((ratio) => absolute(`${url(F.latest)}/picture-${ratio}.jpg`)),
      ...F.images.slice(1, 3).map((i) => absolute(i.imageURL)),
    ])

    const none = await getHtml(request, url(F.noImage))
    expect(one(none, 'meta[property="og:image"]', 'content')).toBe(
      absolute('/images/default-update.jpg'),
    )
  })

  // Every page links the feeds (pageAlternates in lib/metadata.ts; e2e/site.spec.ts checks
  // each route); here, that they point at the absolute feed URLs.
  for (const path of ['/updates', url(F.latest), '/updates/archive/page/2']) {
    test(`${path} links both feeds from its <head>`, async ({ request }) => {
      const html = await getHtml(request, path)
      expect(one(html, 'head link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe(
        absolute('/updates/feed.xml'),
      )
      expect(one(html, 'head link[rel="alternate"][type="application/atom+xml"]', 'href')).toBe(
        absolute('/updates/atom.xml'),
      )
    })
  }
})

test.describe('feeds', () => {
  /** The entries of a feed, read by jsdom's conforming XML parser (e2e/support/xml.ts). */
  function parseFeed(xml: string, entry: string, link: 'text' | 'href') {
    return descendants(parseXml(xml), entry).map((item) => ({
      title: descendants(item, 'title')[0]?.text ?? '',
      link:
        link === 'href'
          ? (descendants(item, 'link').find((l) => (l.attrs.rel ?? 'alternate') === 'alternate')
              ?.attrs.href ?? '')
          : (descendants(item, 'link')[0]?.text ?? ''),
    }))
  }

  for (const feed of [
    { path: '/updates/feed.xml', type: 'application/rss+xml', entry: 'item', link: 'text' },
    { path: '/updates/atom.xml', type: 'application/atom+xml', entry: 'entry', link: 'href' },
  ] as const) {
    test(`${feed.path} lists exactly the published updates, newest first`, async ({ request }) => {
      const response = await request.get(feed.path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain(feed.type)
      const entries = parseFeed(await response.text(), feed.entry, feed.link)
      const expected = mine().map((u) => ({ title: u.title, link: absolute(url(u)) }))
      // Other fixture modules only add older updates: ours are the newest, in order.
      expect(entries.slice(0, expected.length)).toEqual(expected)
      const titles = entries.map((e) => e.title)
      expect(titles).not.toContain(F.draft.title)
      expect(titles).toContain('Site Fixture Lantern Makers Wanted')
      expect(titles).not.toContain('Site Fixture Draft Announcement')
    })
  }
})

test.describe('opportunities', () => {
  test('lists the published updates in the Opportunities category, newest first', async ({
    request,
  }) => {
    const html = await getHtml(request, '/opportunities')
    const titles = html.texts('[data-testid="opportunities"] h3')
    const expected = mine()
      .filter((_, i) => isOpportunity(i + 1))
      .map((u) => u.title)
    expect(expected.length).toBeGreaterThan(3)
    expect(titles.filter((t) => t.startsWith('Updates Fixture'))).toEqual(expected)
    // The draft is in the category too, and newer than all of them.
    expect(titles).not.toContain(F.draft.title)

    const href = html.href(expected[0]!)
    expect(href).toMatch(new RegExp(`/updates/[^/]+/${mine()[2]!.id}$`))
    const update = await getHtml(request, href)
    expect(update.text(update.one('h1'))).toBe(expected[0]!)
  })

  test('is linked from the footer and the home page', async ({ request }) => {
    const html = await getHtml(request, '/')
    const footer = html.named('nav', 'Footer')
    const opportunities = html.href('Opportunities', footer)
    expect(opportunities).toBe('/opportunities')
    expect(html.href('Content', footer)).toBe('/content')
    const page = await getHtml(request, opportunities)
    expect(page.text(page.one('h1'))).toBe('Opportunities')
  })
})

import { expect, test, type Page } from '@playwright/test'
import { isOpportunity, publishedUpdates, UPDATES_FIXTURES as F } from './fixtures/updates.mjs'
import { fixtureNow } from './support/env'
import { expectNoAxeViolations } from './support/axe'
import { londonDate } from './support/london'
import { navigationOn } from './support/navigation'

const url = (u: { slug: string; id: string }) => `/updates/${u.slug}/${u.id}`
const absolute = (path: string) => new URL(path, process.env.E2E_BASE_URL).toString()

/** This module's published updates, newest first (other modules add older ones). */
function mine() {
  return publishedUpdates(fixtureNow())
}

/**
 * The titles in the 'Previous' grid of the page shown, in order. `:visible` because after a
 * client-side navigation Next keeps the previous page's tree in the DOM, hidden.
 */
async function previousTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid="previous-updates"]:visible h3').allInnerTexts()
}

/**
 * The Location of a redirect. Next 16.4 sends the header twice (identical values) on a
 * redirect from a page rendered at request time, which Playwright joins with ', '.
 */
function locations(response: { headersArray(): { name: string; value: string }[] }): string[] {
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
  test('/updates shows the newest published update, not the newer draft', async ({ page }) => {
    const response = await page.goto('/updates')
    expect(response?.status()).toBe(200)
    const latest = page.getByRole('article', { name: F.latest.title })
    await expect(latest.getByRole('heading', { level: 2 })).toHaveText(F.latest.title)
    await expect(page.getByText(F.draft.title)).toHaveCount(0)
    expect(await page.content()).not.toContain(F.draft.id)
  })

  test('an update page shows the one selected, with its date and categories', async ({ page }) => {
    const selected = mine()[4]!
    await page.goto(url(selected))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(selected.title)
    await expect(page).toHaveTitle(`${selected.title} | Creative Communities`)
    await expect(page.getByText(`Body of ${selected.title}.`)).toBeVisible()
    await expect(page.locator('article time').first()).toHaveText(londonDate(selected.dateStart))
    await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Updates Fixture')
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
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Latest news/ })).toHaveAttribute(
      'href',
      url(F.latest),
    )
  })
})

/**
 * Fakes the page's timers and stops them before the page loads: from then on time moves only
 * by `page.clock.runFor`, so the test decides exactly when four seconds have passed.
 */
async function pauseTimers(page: Page) {
  const start = fixtureNow()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1_000))
}

test.describe('slideshow', () => {
  const imageAlt = () => '[data-testid="slideshow-image"]'

  test('advances after 4 seconds, wraps, and stops when a thumbnail is chosen', async ({
    page,
  }) => {
    await pauseTimers(page)
    await page.goto(url(F.latest))
    const image = page.locator(imageAlt())
    const [first, second, third] = F.images
    await expect(image).toHaveAttribute('alt', first!.imageTitle)
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await page.clock.runFor(3_900)
    await expect(image).toHaveAttribute('alt', first!.imageTitle)
    await page.clock.runFor(100)
    await expect(image).toHaveAttribute('alt', second!.imageTitle)
    await page.clock.runFor(4_000)
    await expect(image).toHaveAttribute('alt', third!.imageTitle)
    await page.clock.runFor(4_000)
    await expect(image).toHaveAttribute('alt', first!.imageTitle)

    const thumbnails = page.getByRole('list', { name: 'Choose an image' }).getByRole('button')
    await expect(thumbnails).toHaveCount(3)
    await thumbnails.nth(2).click()
    await expect(image).toHaveAttribute('alt', third!.imageTitle)
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(12_000)
    await expect(image).toHaveAttribute('alt', third!.imageTitle)
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('lays out four thumbnails to a row', async ({ page }) => {
    await page.goto(url(F.fiveImages))
    const thumbnails = page.getByRole('list', { name: 'Choose an image' }).getByRole('listitem')
    await expect(thumbnails).toHaveCount(5)
    const tops = await thumbnails.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    expect(new Set(tops.slice(0, 4)).size).toBe(1)
    expect(tops[4]).toBeGreaterThan(tops[0]!)
  })

  test('the pause button stops the advance', async ({ page }) => {
    await pauseTimers(page)
    await page.goto(url(F.fiveImages))
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.clock.runFor(10_000)
    await expect(page.locator(imageAlt())).toHaveAttribute('alt', F.images[0]!.imageTitle)
  })

  test('does not move by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await pauseTimers(page)
    await page.goto(url(F.fiveImages))
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1)
    await page.clock.runFor(10_000)
    await expect(page.locator(imageAlt())).toHaveAttribute('alt', F.images[0]!.imageTitle)
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('pauses while the pointer is over it, like the featured banner', async ({ page }) => {
    await pauseTimers(page)
    await page.goto(url(F.fiveImages))
    await page.getByTestId('slideshow-image').hover()
    await page.clock.runFor(10_000)
    await expect(page.locator(imageAlt())).toHaveAttribute('alt', F.images[0]!.imageTitle)
  })
})

test.describe('forms and images', () => {
  test('the attached forms are listed with their descriptions and working links', async ({
    page,
    request,
  }) => {
    await page.goto(url(F.latest))
    const forms = page.getByRole('region', { name: 'Forms' })
    for (const form of F.forms) {
      const link = forms.getByRole('link', { name: form.formTitle })
      await expect(link).toHaveAttribute('href', form.formURL)
      expect((await request.get(form.formURL)).status()).toBe(200)
    }
    await expect(forms.getByText('before the deadline')).toBeVisible()
    await expect(forms.getByText('Read these first.')).toBeVisible()

    await page.goto(url(F.noImage))
    await expect(page.getByRole('region', { name: 'Forms' })).toHaveCount(0)
  })

  test('a card for an update without images shows the default image', async ({ page }) => {
    await page.goto('/updates')
    const card = page
      .getByTestId('previous-updates')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: F.noImage.title }),
      })
    const src = await card.locator('img').getAttribute('src')
    expect(decodeURIComponent(src ?? '')).toContain('/images/default-update.jpg')
    await expect(card.getByRole('link', { name: F.noImage.title })).toHaveAttribute(
      'href',
      url(F.noImage),
    )
  })
})

test.describe('pagination of Previous', () => {
  test('an update whose slug is "page" is still served at its canonical URL', async ({ page }) => {
    const response = await page.goto(url(F.slugPage))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(F.slugPage.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute(url(F.slugPage)),
    )
  })

  test('lists every published update newest first across real page URLs', async ({ page }) => {
    await page.goto('/updates')
    const first = await previousTitles(page)
    // A page of 24, less the latest update, which is shown in full above the grid.
    expect(first).toHaveLength(23)
    expect(first).not.toContain(F.latest.title)
    const nav = page.getByRole('navigation', { name: 'Pages of news' })
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    const next = nav.getByRole('link', { name: /Older/ })
    await expect(next).toHaveAttribute('href', '/updates/archive/page/2')
    await expect(next).toHaveAttribute('rel', 'next')

    await next.click()
    await expect(page).toHaveURL(/\/updates\/archive\/page\/2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^News: page 2 of \d+$/)
    const second = await previousTitles(page)
    const nav2 = page.getByRole('navigation', { name: 'Pages of news' })
    await expect(nav2.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(nav2.getByRole('link', { name: /Newer/ })).toHaveAttribute('href', '/updates')

    const mineInOrder = [F.latest.title, ...first, ...second].filter((t) =>
      t.startsWith('Updates Fixture'),
    )
    expect(mineInOrder).toEqual(mine().map((u) => u.title))
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length)
    expect(first.some((t) => t.startsWith('Updates Fixture'))).toBe(true)
    expect(second.some((t) => t.startsWith('Updates Fixture'))).toBe(true)
  })

  test('the grid never lists the update shown above it, and says what it holds', async ({
    page,
  }) => {
    await page.goto('/updates')
    await expect(page.getByRole('heading', { level: 2, name: 'Previous' })).toBeVisible()
    expect(await previousTitles(page)).not.toContain(F.latest.title)

    await page.goto(url(F.noImage))
    await expect(page.getByRole('heading', { level: 2, name: 'More news' })).toBeVisible()
    const titles = await previousTitles(page)
    expect(titles).not.toContain(F.noImage.title)
    // Newer updates are listed too (so the grid is not called 'Previous').
    expect(titles).toContain(F.latest.title)
  })

  test('page 1 is canonicalised, a page past the end is a 404', async ({ page, request }) => {
    for (const one of ['/updates/archive/page/1', '/updates/page/1']) {
      const response = await request.get(one, { maxRedirects: 0 })
      expect(response.status(), one).toBe(308)
      expect(locations(response), one).toEqual(['/updates'])
    }
    for (const bad of [
      '/updates/archive/page/999',
      '/updates/archive/page/02',
      '/updates/archive/page/0',
      '/updates/archive/page',
    ]) {
      expect((await request.get(bad, { maxRedirects: 0 })).status(), bad).toBe(404)
    }
    await page.goto('/updates/archive/page/2')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute('/updates/archive/page/2'),
    )
  })

  test('the old listing URLs answer 308 to the new ones', async ({ request }) => {
    const old = await request.get('/updates/page/2', { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(locations(old)).toEqual(['/updates/archive/page/2'])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the pages and their links work', async ({ page }) => {
      await page.goto('/updates')
      await expect(page.getByRole('heading', { level: 2, name: F.latest.title })).toBeVisible()
      await expect(page.locator('[data-testid="slideshow-image"]')).toHaveAttribute(
        'alt',
        F.images[0]!.imageTitle,
      )
      await page.getByRole('link', { name: /Older/ }).click()
      await expect(page).toHaveURL(/\/updates\/archive\/page\/2$/)
      const last = mine().at(-1)!
      await page.getByRole('link', { name: last.title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title)
    })
  })
})

test.describe('head of the update pages', () => {
  test('title, description, canonical, Open Graph image and NewsArticle JSON-LD', async ({
    page,
  }) => {
    await page.goto(url(F.latest))
    await expect(page).toHaveTitle(`${F.latest.title} | Creative Communities`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Summary of ${F.latest.title}.`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute(url(F.latest)),
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absolute(F.images[0]!.imageURL),
    )
    const json = await page.locator('script[type="application/ld+json"]').first().textContent()
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: F.latest.title,
      datePublished: mine()[0]!.dateStart.toISOString(),
      description: `Summary of ${F.latest.title}.`,
      publisher: { '@type': 'Organization', name: 'Creative Communities' },
    })
    // The first picture at Google's three ratios (cropped on the server), then the others.
    expect(data.image).toEqual([
      ...['16x9', '4x3', '1x1'].map((ratio) => absolute(`${url(F.latest)}/picture-${ratio}.jpg`)),
      ...F.images.slice(1, 3).map((i) => absolute(i.imageURL)),
    ])

    await page.goto(url(F.noImage))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absolute('/images/default-update.jpg'),
    )
  })

  // Every page links the feeds (pageAlternates in lib/metadata.ts; e2e/site.spec.ts checks
  // each route); here, that they point at the absolute feed URLs.
  for (const path of ['/updates', url(F.latest), '/updates/archive/page/2']) {
    test(`${path} links both feeds from its <head>`, async ({ page }) => {
      await page.goto(path)
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', absolute('/updates/feed.xml'))
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', absolute('/updates/atom.xml'))
    })
  }
})

test.describe('feeds', () => {
  /** The entries of a feed, parsed by the browser's XML parser. */
  async function parseFeed(page: Page, xml: string, entry: string, link: string) {
    return page.evaluate(
      ({ xml, entry, link }) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml')
        if (doc.querySelector('parsererror')) throw new Error('The feed is not well-formed XML')
        return [...doc.getElementsByTagName(entry)].map((item) => ({
          title: item.getElementsByTagName('title')[0]?.textContent ?? '',
          link:
            link === 'href'
              ? ([...item.getElementsByTagName('link')]
                  .find((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
                  ?.getAttribute('href') ?? '')
              : (item.getElementsByTagName('link')[0]?.textContent ?? ''),
        }))
      },
      { xml, entry, link },
    )
  }

  for (const feed of [
    { path: '/updates/feed.xml', type: 'application/rss+xml', entry: 'item', link: 'text' },
    { path: '/updates/atom.xml', type: 'application/atom+xml', entry: 'entry', link: 'href' },
  ]) {
    test(`${feed.path} lists exactly the published updates, newest first`, async ({
      page,
      request,
    }) => {
      const response = await request.get(feed.path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain(feed.type)
      await page.goto('/updates')
      const entries = await parseFeed(page, await response.text(), feed.entry, feed.link)
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

test.describe('accessibility', () => {
  for (const path of ['/updates', url(F.latest), url(F.noImage), '/updates/archive/page/2']) {
    test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('opportunities', () => {
  test('lists the published updates in the Opportunities category, newest first', async ({
    page,
  }) => {
    await page.goto('/opportunities')
    const titles = await page.getByTestId('opportunities').locator('h3').allInnerTexts()
    const expected = mine()
      .filter((_, i) => isOpportunity(i + 1))
      .map((u) => u.title)
    expect(expected.length).toBeGreaterThan(3)
    expect(titles.filter((t) => t.startsWith('Updates Fixture'))).toEqual(expected)
    // The draft is in the category too, and newer than all of them.
    expect(titles).not.toContain(F.draft.title)

    await page.getByRole('link', { name: expected[0]! }).click()
    await expect(page).toHaveURL(new RegExp(`/updates/[^/]+/${mine()[2]!.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!)
  })

  test('is linked from the footer and the home page', async ({ page }) => {
    const footer = await navigationOn(page, '/', 'Footer')
    await expect(footer.getByRole('link', { name: 'Opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    )
    await expect(footer.getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/content')
    await footer.getByRole('link', { name: 'Opportunities' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opportunities')
  })
})

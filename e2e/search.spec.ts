import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { SEARCH_FIXTURES as F } from './fixtures/search.mjs'
import { proxyURL, revalidateSecret } from './support/env'
import { seedEvent } from './support/seed-event'

/** The one ranked list of results. */
const results = (page: Page) => page.getByRole('list', { name: 'Results' })
/** The result whose title links to `title`. */
const result = (page: Page, title: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) })

test.describe('site search', () => {
  test(
    'the header box searches, and a misspelt word finds the event, marked',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/')
      const box = page.getByRole('search', { name: 'Search the site' }).getByRole('searchbox')
      await box.fill('pottry')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=pottry$/)
      const upcoming = results(page).getByRole('link', { name: F.upcoming.title })
      await expect(upcoming).toBeVisible()
      await expect(upcoming.locator('mark')).toHaveText('Pottery')
      // The event to come before the past one.
      const titles = await results(page).getByRole('heading', { level: 2 }).allTextContents()
      expect(titles.indexOf(F.upcoming.title)).toBeLessThan(titles.indexOf(F.past.title))
      await expect(result(page, F.past.title)).toContainText('Was on Saturday 18th January 2025')
    },
  )

  test('one ranked list across kinds, each saying its kind; a prefix finds the whole word', async ({
    page,
  }) => {
    await page.goto('/search?q=lant')
    const titles = await results(page).getByRole('heading', { level: 2 }).allTextContents()
    // "Lanterns" in a title before "lantern" in a word's text.
    expect(titles.indexOf(F.lanterns.title)).toBeLessThan(titles.indexOf(F.word.word))
    await expect(result(page, F.lanterns.title).getByText('Event', { exact: true })).toBeVisible()
    const entry = result(page, F.word.word)
    await expect(entry.getByText('Dictionary word', { exact: true })).toBeVisible()
    await expect(entry.getByRole('link', { name: F.word.word })).toHaveAttribute(
      'href',
      '/fyi/dictionary/z#term-zoetrope',
    )
    await expect(entry.locator('mark')).toHaveText(['lantern'])
    await expect(
      page.getByRole('search', { name: 'Search for' }).getByRole('searchbox'),
    ).toHaveValue('lant')
  })

  test('an empty or an over-long query gets a helpful page, not an error', async ({ page }) => {
    const empty = await page.goto('/search')
    expect(empty?.status()).toBe(200)
    await expect(page.getByText(/Type a word or two above/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'community dictionary' })).toBeVisible()
    const long = await page.goto(`/search?q=${'pottery '.repeat(20)}`)
    expect(long?.status()).toBe(200)
    await expect(page.getByRole('alert').filter({ hasText: 'That search is' })).toContainText(
      'Please shorten it to 100 characters',
    )
  })

  test('no result is not a dead end: the nearest words, and ways to browse', async ({ page }) => {
    await page.goto('/search?q=xylophonic')
    await expect(page.getByRole('status')).toHaveText('No results for “xylophonic”')
    await expect(page.getByRole('link', { name: 'This weekend' })).toHaveAttribute(
      'href',
      '/events/this-weekend',
    )
    await expect(page.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/events')
    // Two letters from "pottery": too far for the search, near enough to offer.
    await page.goto('/search?q=pittary')
    await expect(page.getByRole('status')).toHaveText('No results for “pittary”')
    await page
      .getByText(/Did you mean/)
      .getByRole('link', { name: 'pottery' })
      .click()
    await expect(page).toHaveURL(/\/search\?q=pottery$/)
    await expect(results(page).getByRole('link', { name: F.upcoming.title })).toBeVisible()
  })

  test('/search answers, is not for indexing and is briefly shareable; /search/x is a 404', async ({
    request,
  }) => {
    const response = await request.get('/search?q=pottery')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30')
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect((await request.get('/search/anything', { maxRedirects: 0 })).status()).toBe(404)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toMatch(/<loc>[^<]*\/search(\?[^<]*)?<\/loc>/)
  })

  test('the shipped nginx passes queries through and keeps none', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(`${proxyURL()}/search?q=pottery`)
      expect(response.status()).toBe(200)
      expect(response.headers()['x-cache-status']).toBeUndefined()
    }
  })

  test('the home page offers the search to search engines', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    const site = blocks.map((m) => JSON.parse(m[1]!)).find((d) => d['@type'] === 'WebSite')
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) },
      'query-input': 'required name=search_term_string',
    })
  })

  test('an event written to Firestore is found within 5 s of its revalidation', async ({
    request,
  }) => {
    const id = `search-new-${randomUUID().slice(0, 8)}`
    const word = `quernstone${id.slice(-8)}`
    const written = Date.now()
    await seedEvent({
      id,
      title: `Search Fixture ${word}`,
      slug: 'search-fixture-new',
      start: new Date(Date.now() + 40 * 86_400_000),
    })
    // The gate's listener hears of it first (its page answers), as it does after a save.
    await expect
      .poll(async () => (await request.get(`/events/search-fixture-new/${id}`)).status())
      .toBe(200)
    const revalidated = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
      data: { tags: ['events'] },
    })
    expect(revalidated.ok()).toBe(true)
    await expect
      .poll(async () => (await request.get(`/search?q=${word}`)).text(), { timeout: 5_000 })
      .toContain(`/events/search-fixture-new/${id}`)
    console.log(`[search] found ${Date.now() - written} ms after the write`)
    expect(Date.now() - written).toBeLessThan(5_000)
  })
})

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form and the results work as plain HTML', async ({ page }) => {
    await page.goto('/events')
    const box = page.getByRole('search', { name: 'Search the site' }).getByRole('searchbox')
    await box.fill('pottry')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=pottry$/)
    await expect(results(page).getByRole('link', { name: F.upcoming.title })).toBeVisible()
  })
})

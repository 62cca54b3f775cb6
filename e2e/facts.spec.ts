import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { FACTS_FIXTURES as F } from './fixtures/facts.mjs'
import { expectNotFound } from './support/not-found'

const eventPath = (f: { slug: string; id: string }) => `/events/${f.slug}/${f.id}`

/** An event's card on the page shown (Next keeps the last pages hidden in the document). */
function cardOf(page: Page, id: string) {
  return page.locator(`[data-event-id="${id}"]`).filter({ visible: true })
}

async function jsonLdEvent(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b)).find((data) => data['@type'] === 'Event')
}

for (const width of [375, 1280]) {
  test.describe(`cost, ages and access at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('cards say them in words, and the showcase links to free and BSL-interpreted events', async ({
      page,
    }) => {
      await page.goto('/events')
      const signed = cardOf(page, F.signed.id)
      await expect(signed.getByRole('list', { name: 'Cost, ages and access' })).toHaveText(
        /Free\s*All ages\s*Step-free access\s*BSL interpreted/,
      )
      await expect(cardOf(page, F.puppets.id)).toContainText('£5 to £12.50')
      await expect(cardOf(page, F.puppets.id)).toContainText('Ages 5 to 11')
      const filters = page.getByRole('navigation', { name: 'Free events and access' })
      await expect(filters.getByRole('link', { name: 'Hearing loop' })).toHaveCount(0)
      await filters.getByRole('link', { name: 'BSL interpreted' }).click()
      await expect(page).toHaveURL(/\/events\/access\/bsl-interpreted$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('BSL-interpreted events')
      await expect(cardOf(page, F.signed.id)).toBeVisible()
      await expect(cardOf(page, F.puppets.id)).toHaveCount(0)
      await expectNoAxeViolations(page)

      await page.goto('/events/free')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free events')
      await expect(cardOf(page, F.signed.id)).toBeVisible()
      await expect(cardOf(page, F.puppets.id)).toHaveCount(0)
      await expect(cardOf(page, F.described.id)).toHaveCount(0)
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })

    test("an event's page lists them, links each feature, and tells search engines", async ({
      page,
    }) => {
      await page.goto(eventPath(F.puppets))
      const facts = page.locator('[data-block="facts"]')
      await expect(facts.getByRole('heading')).toHaveText('Cost, ages and access')
      await expect(facts).toContainText('Cost£5 to £12.50')
      await expect(facts).toContainText('AgesAges 5 to 11')
      await expect(facts.getByRole('link', { name: 'Captioned' })).toHaveAttribute(
        'href',
        '/events/access/captioned',
      )
      expect(await jsonLdEvent(page)).toMatchObject({
        isAccessibleForFree: false,
        typicalAgeRange: '5-11',
        offers: { price: 5, priceCurrency: 'GBP', priceSpecification: { maxPrice: 12.5 } },
      })
      await expectNoAxeViolations(page)

      await page.goto(eventPath(F.signed))
      await expect(page.locator('[data-block="facts"]')).toContainText(F.accessNotes)
      expect(await jsonLdEvent(page)).toMatchObject({
        isAccessibleForFree: true,
        offers: { price: 0 },
      })
    })
  })
}

test.describe('filter pages', () => {
  test('a feature only a past event had still has its page; one no event had is a 404', async ({
    request,
    page,
  }) => {
    await page.goto('/events/access/audio-described')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audio-described events')
    await expect(page.locator('[data-grid="coming"]')).toContainText('No audio-described events')
    await expect(cardOf(page, F.described.id)).toBeVisible()
    await expectNotFound(request, [
      '/events/access/hearing-loop',
      '/events/access/no-such-thing',
      '/events/access',
      '/events/access/free',
      '/events/free/more',
      '/events/access/captioned/more',
    ])
  })

  test('are prerendered, cacheable and in the sitemap', async ({ request }) => {
    for (const path of ['/events/free', '/events/access/bsl-interpreted']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+/)
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
    }
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/events/free</loc>')
    expect(sitemap).toContain('/events/access/captioned</loc>')
    expect(sitemap).not.toContain('/events/access/hearing-loop</loc>')
  })
})

test('search finds events by their facts, and its results show them', async ({ page }) => {
  await page.goto('/search?q=BSL')
  const hit = page
    .locator('li')
    .filter({ has: page.getByRole('link', { name: F.signed.title, exact: true }) })
  await expect(hit.getByRole('list', { name: 'Cost, ages and access' })).toContainText(
    'BSL interpreted',
  )
  await expect(
    page.getByRole('link', { name: F.puppets.title, exact: true }),
    'the puppet show is captioned, not interpreted',
  ).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters are links that work', async ({ page }) => {
    await page.goto('/events')
    await page
      .getByRole('navigation', { name: 'Free events and access' })
      .getByRole('link', { name: 'Free', exact: true })
      .click()
    await expect(page).toHaveURL(/\/events\/free$/)
    await expect(cardOf(page, F.signed.id)).toContainText('BSL interpreted')
  })
})

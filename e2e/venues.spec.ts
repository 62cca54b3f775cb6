import { expect, test, type Page } from '@playwright/test'
import { VENUES_FIXTURES as F } from './fixtures/venues.mjs'
import { expectNotFound } from './support/not-found'

const venuePath = `/venues/${F.gallery.slug}`

/** A map link's accessible name: what it opens, then (read out only) the venue's name. */
const named = (opens: string) => ({ name: new RegExp(`^${opens} ?: ${F.gallery.name}$`) })

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b)).find((data) => data['@type'] === type)
}

// What the venues' pages say and link, once; axe and sideways scrolling on them, at 375 and
// 1280 px, are in the sweep (e2e/sweep.spec.ts).
test("a venue's page gives where it is, how to get in, and its events", async ({ page }) => {
  await page.goto('/venues')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venues')
  await expect(page.getByRole('link', { name: F.barn.name })).toBeVisible()
  await page.getByRole('link', { name: F.gallery.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${venuePath}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(F.gallery.name)
  await expect(page.locator('address').first()).toContainText('TS1 2AA')
  await expect(page.getByText(F.gallery.access)).toBeVisible()
  await expect(page.getByRole('link', { name: /See it on OpenStreetMap/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=54.57610&mlon=-1.23500#map=17/54.57610/-1.23500',
  )
  // A phone hands these to its maps app: the pin, with the venue's name.
  await expect(page.getByRole('link', named('Open in your maps app'))).toHaveAttribute(
    'href',
    'geo:54.57610,-1.23500?q=54.57610,-1.23500(Venues%20Fixture%20Gallery)',
  )
  await expect(page.getByRole('link', named('Apple Maps'))).toHaveAttribute(
    'href',
    'https://maps.apple.com/?q=Venues%20Fixture%20Gallery&ll=54.57610,-1.23500',
  )
  await expect(page.locator('[data-grid="coming"]')).toContainText(F.coming.title)
  await expect(page.locator('[data-grid="past"]')).toContainText(F.past.title)
  expect(await jsonLd(page, 'Place')).toMatchObject({
    name: F.gallery.name,
    address: { '@type': 'PostalAddress', postalCode: 'TS1 2AA' },
    geo: { latitude: 54.5761, longitude: -1.235 },
  })
  // Nothing is loaded from other sites: the map is a link, not tiles.
  const outside = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((url) => new URL(url).origin !== location.origin),
  )
  expect(outside).toEqual([])
})

test('an event at a listed venue links to it, and tells search engines where it is', async ({
  page,
}) => {
  await page.goto(`/events/${F.coming.slug}/${F.coming.id}`)
  const block = page.locator('[data-block="venue"]')
  await expect(block.getByRole('link', { name: F.gallery.name, exact: true })).toHaveAttribute(
    'href',
    venuePath,
  )
  await expect(block).toContainText(F.gallery.access)
  await expect(block.getByRole('link', named('Open in your maps app'))).toHaveAttribute(
    'href',
    /^geo:54\.57610,-1\.23500\?q=/,
  )
  await expect(block.getByRole('link', named('Apple Maps'))).toBeVisible()
  expect((await jsonLd(page, 'Event')).location).toMatchObject({
    '@type': 'Place',
    name: F.gallery.name,
    geo: { latitude: 54.5761 },
  })
})

test('a venue without access notes or a pin says so plainly, and searches the map', async ({
  page,
}) => {
  await page.goto(`/venues/${F.barn.slug}`)
  await expect(page.getByText('The venue has not told us about its access yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: /See it on OpenStreetMap/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/search\?query=Fixture%20Lane%2C%20Redcar$/,
  )
  // Without a pin, nothing to hand to a maps app.
  await expect(page.getByRole('link', { name: /maps app|Apple Maps/ })).toHaveCount(0)
  await expect(page.locator('[data-grid="coming"]')).toContainText('Nothing is coming up here')
})

test('an unknown venue, or a path below one, is a 404; venue pages are in the sitemap', async ({
  request,
}) => {
  await expectNotFound(request, ['/venues/nowhere', `${venuePath}/more`])
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${venuePath}</loc>`)
  expect(sitemap).toContain('/venues</loc>')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the venues and their pages are plain links', async ({ page }) => {
    await page.goto('/venues')
    await page.getByRole('link', { name: F.gallery.name, exact: true }).click()
    await expect(page.getByText(F.gallery.access)).toBeVisible()
  })
})

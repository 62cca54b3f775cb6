import { expect, test } from '@playwright/test'
import { FACTS_FIXTURES as F } from '../fixtures/facts.mjs'
import { getHtml, type Element, type Html } from '../support/html'
import { expectNotFound } from '../support/not-found'

// Moved from e2e/facts.spec.ts (docs/testing.md): cost, ages and access as the server sends
// them, checked once (the browser spec checked them at 375 and 1280 px, where only its axe and
// overflow checks differ; those stay there).

const eventPath = (f: { slug: string; id: string }) => `/events/${f.slug}/${f.id}`

/** The cards of an event on the page (one, or none). */
const cardsOf = (html: Html, id: string) => html.all(`[data-event-id="${id}"]`)
const cardOf = (html: Html, id: string) => html.one(`[data-event-id="${id}"]`)

function jsonLdEvent(html: Html) {
  return html.jsonLd().find((data) => data['@type'] === 'Event')
}

test.describe('cost, ages and access', () => {
  test('cards say them in words, and the showcase links to free and BSL-interpreted events', async ({
    request,
  }) => {
    const html = await getHtml(request, '/events')
    const signed = html.named('ul', 'Cost, ages and access', cardOf(html, F.signed.id))
    expect(html.text(signed)).toMatch(/Free\s*All ages\s*Step-free access\s*BSL interpreted/)
    expect(html.text(cardOf(html, F.puppets.id))).toContain('£5 to £12.50')
    expect(html.text(cardOf(html, F.puppets.id))).toContain('Ages 5 to 11')
    const filters = html.named('nav', 'Free events and access')
    expect(html.links('Hearing loop', filters)).toHaveLength(0)
    const bsl = html.href('BSL interpreted', filters)
    expect(bsl).toBe('/events/access/bsl-interpreted')

    const interpreted = await getHtml(request, bsl)
    expect(interpreted.text(interpreted.one('h1'))).toBe('BSL-interpreted events')
    expect(cardsOf(interpreted, F.signed.id)).toHaveLength(1)
    expect(cardsOf(interpreted, F.puppets.id)).toHaveLength(0)

    const free = await getHtml(request, '/events/free')
    expect(free.text(free.one('h1'))).toBe('Free events')
    expect(cardsOf(free, F.signed.id)).toHaveLength(1)
    expect(cardsOf(free, F.puppets.id)).toHaveLength(0)
    expect(cardsOf(free, F.described.id)).toHaveLength(0)
  })

  test("an event's page lists them, links each feature, and tells search engines", async ({
    request,
  }) => {
    const html = await getHtml(request, eventPath(F.puppets))
    const facts = html.one('[data-block="facts"]')
    expect(html.texts('h1, h2, h3, h4, h5, h6', facts)).toEqual(['Cost, ages and access'])
    expect(html.text(facts)).toContain('Cost£5 to £12.50')
    expect(html.text(facts)).toContain('AgesAges 5 to 11')
    expect(html.href('Captioned', facts)).toBe('/events/access/captioned')
    expect(jsonLdEvent(html)).toMatchObject({
      isAccessibleForFree: false,
      typicalAgeRange: '5-11',
      offers: { price: 5, priceCurrency: 'GBP', priceSpecification: { maxPrice: 12.5 } },
    })

    const signed = await getHtml(request, eventPath(F.signed))
    expect(signed.text(signed.one('[data-block="facts"]'))).toContain(F.accessNotes)
    expect(jsonLdEvent(signed)).toMatchObject({ isAccessibleForFree: true, offers: { price: 0 } })
  })
})

test.describe('filter pages', () => {
  test('a feature only a past event had still has its page; one no event had is a 404', async ({
    request,
  }) => {
    const html = await getHtml(request, '/events/access/audio-described')
    expect(html.text(html.one('h1'))).toBe('Audio-described events')
    expect(html.text(html.one('[data-grid="coming"]'))).toContain('No audio-described events')
    expect(cardsOf(html, F.described.id)).toHaveLength(1)
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

test('search finds events by their facts, and its results show them', async ({ request }) => {
  const html = await getHtml(request, '/search?q=BSL')
  const [hit] = html.all('li').filter((li) => html.links(F.signed.title, li).length > 0)
  expect(hit, 'the signed event among the results').toBeDefined()
  const facts = html.named('ul', 'Cost, ages and access', hit as Element)
  expect(html.text(facts)).toContain('BSL interpreted')
  expect(html.links(F.puppets.title), 'the puppet show is captioned, not interpreted').toHaveLength(
    0,
  )
})

test.describe('without JavaScript', () => {
  test('the filters are links that work', async ({ request }) => {
    const html = await getHtml(request, '/events')
    const free = html.href('Free', html.named('nav', 'Free events and access'))
    expect(free).toMatch(/\/events\/free$/)
    const page = await getHtml(request, free)
    expect(page.text(cardOf(page, F.signed.id))).toContain('BSL interpreted')
  })
})

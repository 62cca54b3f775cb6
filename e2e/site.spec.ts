import { expect, test, type APIRequestContext } from '@playwright/test'
import { SITE_FIXTURES as F } from './fixtures/site.mjs'
import { emulator, revalidateSecret } from './support/env'
import { updateEmulatorDocument } from '../scripts/lib/seed-emulator.mjs'
import { navigationOn } from './support/navigation'

const eventUrl = `/events/${F.onNowEvent.slug}/${F.onNowEvent.id}`
const updateUrl = `/updates/${F.update.slug}/${F.update.id}`
const questionsUrl = `/fyi/questions/${encodeURIComponent(F.questionCategory)}`

// Every route of spec §2: its heading, and its own <title>.
const ROUTES: { path: string; heading: string | RegExp; title: string | RegExp }[] = [
  { path: '/', heading: /Welcome to Creative Communities/, title: /^Creative Communities: / },
  { path: '/about', heading: 'About', title: 'About | Creative Communities' },
  { path: '/contact', heading: 'Contact', title: 'Contact | Creative Communities' },
  { path: '/get-involved', heading: 'Get Involved', title: 'Get Involved | Creative Communities' },
  { path: '/events', heading: 'Showcase', title: 'Showcase: events | Creative Communities' },
  {
    path: eventUrl,
    heading: F.onNowEvent.title,
    title: `${F.onNowEvent.title} | Creative Communities`,
  },
  { path: '/updates', heading: 'News', title: 'News | Creative Communities' },
  { path: updateUrl, heading: F.update.title, title: `${F.update.title} | Creative Communities` },
  { path: '/fyi', heading: 'Resources', title: 'Resources | Creative Communities' },
  { path: '/fyi/dictionary/z', heading: /Z/, title: /Dictionary.*Z.* \| Creative Communities/ },
  {
    path: questionsUrl,
    heading: new RegExp(F.questionCategory),
    title: new RegExp(`${F.questionCategory}.* \\| Creative Communities`),
  },
  {
    path: '/terms',
    heading: 'Terms and Conditions',
    title: 'Terms and Conditions | Creative Communities',
  },
  {
    path: '/creative-communities-awards',
    heading: 'Creative Community Awards',
    title: 'Creative Community Awards | Creative Communities',
  },
  { path: '/content', heading: 'Content', title: 'Content | Creative Communities' },
  {
    path: '/opportunities',
    heading: 'Opportunities',
    title: 'Opportunities | Creative Communities',
  },
  // Without a session the admin area opens on its sign-in page.
  { path: '/admin', heading: 'Sign in to edit the site', title: 'Sign in | Admin' },
]

test.describe('one column system', () => {
  for (const width of [375, 1280]) {
    test(`every page's column starts at the same left edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const lefts: Record<string, number> = {}
      for (const path of [...ROUTES.map((r) => r.path), '/no-such-page']) {
        if (path === '/admin') continue
        await page.goto(path)
        // The page's first visible block (a heading, or the about page's hero around it).
        lefts[path] = await page
          .locator('main .page')
          .first()
          .evaluate((el) => {
            const shown = [...el.children].find((c) => c.getBoundingClientRect().width > 0)
            return Math.round((shown ?? el).getBoundingClientRect().left)
          })
      }
      expect(new Set(Object.values(lefts)).size, JSON.stringify(lefts, null, 1)).toBe(1)
      // The column is as wide as the page allows: at 1280 px it starts inside the page's margin.
      expect(Object.values(lefts)[0]).toBeLessThan(width === 375 ? 24 : 140)
    })
  }
})

test.describe('the menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  const NAMES = ['Showcase', 'News', 'Resources', 'About', 'Contact']

  test('a Menu button opens the five links, by keyboard, and Escape closes them', async ({
    page,
  }) => {
    await page.goto('/updates')
    const header = page.getByRole('banner')
    expect((await header.boundingBox())?.height).toBeLessThan(100)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Showcase' })).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    for (const name of NAMES) await expect(nav.getByRole('link', { name })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Showcase' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(nav.getByRole('link', { name: 'Showcase' })).toBeHidden()

    await page.keyboard.press('Space')
    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden()
  })

  test('without JavaScript every link is in view on a phone, none past its edge', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    })
    const page = await context.newPage()
    await page.goto('/fyi')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
    for (const name of NAMES) {
      const link = nav.getByRole('link', { name })
      await expect(link).toBeInViewport({ ratio: 1 })
      const box = (await link.boundingBox())!
      expect(box.x + box.width, name).toBeLessThanOrEqual(375)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })

  test('on a wide screen there is no Menu button, only the links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
    for (const name of NAMES) await expect(nav.getByRole('link', { name })).toBeVisible()
  })
})

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its heading and title`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      await expect(page).toHaveTitle(route.title)
      if (route.path !== '/admin') {
        // Every public page links the news feeds, also those that set their own canonical.
        await expect(
          page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
        ).toHaveAttribute('href', /\/updates\/feed\.xml$/)
        await expect(
          page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
        ).toHaveAttribute('href', /\/updates\/atom\.xml$/)
      }
    })
  }

  test('an unmatched path is a 404 with a helpful page', async ({ page }) => {
    const response = await page.goto('/no-such-page/here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'The home page' }),
    ).toHaveAttribute('href', '/')
  })

  test('a malformed URL is a 404, not a 500', async ({ request }) => {
    expect((await request.get('/events/x/%E0%A4%A')).status()).toBe(404)
    expect((await request.get('/fyi/questions/%')).status()).toBe(404)
  })

  test('a page answers 405 to a method it does not serve, never a page or a 500', async ({
    request,
  }) => {
    const paths = ['/about', eventUrl, questionsUrl, '/updates/feed.xml', '/events/calendar.ics']
    // Not TRACE: Next builds a fetch Request for the proxy, which refuses that method before
    // any code of the site runs (a 500); only a reverse proxy in front can answer it.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS']) {
      for (const path of paths) {
        const response = await request.fetch(path, { method })
        expect(`${method} ${path} ${response.status()}`).toBe(`${method} ${path} 405`)
      }
    }
  })

  test('the image optimiser refuses pictures from outside the picture folders, with a 400', async ({
    request,
  }) => {
    const optimised = (url: string) =>
      request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect((await optimised('/\\evil.example/x.png')).status()).toBe(400)
    expect((await optimised('/downloads/x.png')).status()).toBe(400)
    expect((await optimised('/demo/events/folk-night-1.jpg')).status()).toBe(200)
  })
})

test.describe('layout', () => {
  test('the header logo links home and the nav marks the current page', async ({ page }) => {
    const nav = await navigationOn(page, '/events', 'Main')
    await expect(nav.getByRole('link', { name: 'Showcase' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current', /.*/)
    await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toHaveAttribute(
      'href',
      '/',
    )

    await page.goto(eventUrl)
    await expect(nav.getByRole('link', { name: 'Showcase' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Showcase' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    )
  })

  test('the main nav and footer link where the spec says', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: [string, string][] = [
      ['Showcase', '/events'],
      ['News', '/updates'],
      ['Resources', '/fyi'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(footer.getByRole('link', { name: 'Get Involved' })).toHaveAttribute(
      'href',
      '/get-involved',
    )
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('target', 'creative-communities-social')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(footer.getByRole('img')).toHaveCount(2)
  })

  test('moving to another page starts at its top; going back restores the position', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/terms')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(200)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get Involved' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Involved')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  })

  test('an in-page anchor scrolls to its target', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/terms#law')
    await expect(page.getByRole('heading', { name: '8. Law' })).toBeInViewport()
  })

  test('a demo build says its contact address is a demo address', async ({ page }) => {
    await page.goto('/contact')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('link', { name: 'hello@creativecommunities.example' }),
    ).toHaveAttribute('href', /^mailto:hello@creativecommunities\.example\?subject=/)
    await expect(
      main.getByText('(a demo address: this copy of the site is a demonstration)'),
    ).toBeVisible()
  })

  test('the skip link moves to the content', async ({ page }) => {
    await page.goto('/contact')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe('canonical URLs', () => {
  const canonical = `/events/${F.onNowEvent.slug}/${F.onNowEvent.id}`
  for (const path of [`/events/an-old-title/${F.onNowEvent.id}`, `/events/${F.onNowEvent.id}`]) {
    test(`${path} answers 308 with one Location header`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location')
      expect(locations.map((h) => new URL(h.value, 'http://x').pathname)).toEqual([canonical])
    })
  }

  test('an upper-case dictionary letter redirects to the lower-case one', async ({ request }) => {
    const response = await request.get('/fyi/dictionary/Z', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(
      '/fyi/dictionary/z',
    )
  })
})

test.describe('publishing rules', () => {
  test('an unpublished event is absent everywhere and its URL is a 404', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/events', '/sitemap.xml']) {
      const body = await (await request.get(path)).text()
      expect(body).not.toContain(F.hiddenEvent.title)
      expect(body).not.toContain(F.hiddenEvent.id)
    }
    const response = await page.goto(`/events/${F.hiddenEvent.slug}/${F.hiddenEvent.id}`)
    expect(response?.status()).toBe(404)
  })

  test('an unpublished update is absent everywhere and its URL is a 404', async ({ request }) => {
    for (const path of ['/', '/updates', '/sitemap.xml', '/updates/feed.xml']) {
      const body = await (await request.get(path)).text()
      expect(body).not.toContain(F.hiddenUpdate.title)
      expect(body).not.toContain(F.hiddenUpdate.id)
    }
    expect(
      (await request.get(`/updates/${F.hiddenUpdate.slug}/${F.hiddenUpdate.id}`)).status(),
    ).toBe(404)
  })

  test('an invalid document is skipped and the page renders the rest', async ({
    page,
    request,
  }) => {
    await page.goto('/events')
    await expect(page.getByRole('link', { name: F.onNowEvent.title })).toBeVisible()
    expect(await (await request.get('/events')).text()).not.toContain(F.invalidEvent.id)
    expect((await request.get(`/events/untitled/${F.invalidEvent.id}`)).status()).toBe(404)
  })

  test('editorial HTML is sanitised before it reaches the page', async ({ page }) => {
    await page.goto(`/events/${F.xssEvent.slug}/${F.xssEvent.id}`)
    await expect(page.getByText('Open mic')).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined()
    const html = await page.content()
    expect(html).not.toContain('window.__xss')
    expect(html).not.toContain('javascript:')
    await expect(page.getByRole('link', { name: 'Poems' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every 404 is the readable 404 page, in the server HTML', async ({ page }) => {
    for (const path of [
      '/events/no-such-event/no-such-id',
      `/events/${F.hiddenEvent.slug}/${F.hiddenEvent.id}`,
      '/updates/no-such-update/no-such-id',
      `/updates/${F.hiddenUpdate.slug}/${F.hiddenUpdate.id}`,
      `/events/${F.hiddenEvent.id}`,
      // A letter without entries (no fixture has an X word), not a letter, an unknown
      // category, and a page of older news past the last one.
      '/fyi/dictionary/x',
      '/fyi/dictionary/zz',
      '/fyi/questions/No%20such%20category',
      '/updates/archive/page/999',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found')
      await expect(page, path).toHaveTitle(/Page not found/)
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en-GB')
    }
  })

  test('pages show their content', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('link', { name: F.onNowEvent.title })).toBeVisible()
    await page.goto(questionsUrl)
    await expect(page.getByText(F.question)).toBeVisible()
    await page.goto('/about')
    await expect(page.getByText(F.staffName)).toBeVisible()
    await page.goto(eventUrl)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Showcase' }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('on-demand regeneration', () => {
  test('a bad secret is refused with 401', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      headers: { Authorization: 'Bearer not-the-secret' },
      data: { tags: ['events'] },
    })
    expect(response.status()).toBe(401)
  })

  test('a body over 4 KB is refused with 413, even with the secret', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
      data: { tags: ['events'], padding: 'x'.repeat(5000) },
    })
    expect(response.status()).toBe(413)
  })

  test('an edit shows on the site as soon as its tag is revalidated', async ({ page, request }) => {
    // Its own event: the other tests never read it, so changing it cannot disturb them.
    const editableUrl = `/events/${F.editableEvent.slug}/${F.editableEvent.id}`
    const before = `${F.editableEvent.title}`
    const after = `${F.editableEvent.title} (moved indoors)`
    await page.goto(editableUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before)
    const etagBefore = await cachedEtag(request, editableUrl)
    await updateEmulatorDocument({
      ...emulator,
      collection: 'showcase',
      id: F.editableEvent.id,
      data: { title: after },
    })
    try {
      const response = await request.post('/api/revalidate', {
        headers: { Authorization: `Bearer ${revalidateSecret}` },
        data: { tags: ['events'] },
      })
      expect(response.status()).toBe(200)
      await expect
        .poll(async () => {
          await page.goto(editableUrl)
          return page.getByRole('heading', { level: 1 }).textContent()
        })
        .toBe(after)
      // The new page has an ETag of its own: a browser holding the old one gets the new page.
      await expect.poll(() => cachedEtag(request, editableUrl)).not.toBe(etagBefore)
      const conditional = await request.get(editableUrl, {
        headers: { 'If-None-Match': etagBefore },
      })
      expect(conditional.status()).toBe(200)
      expect(await conditional.text()).toContain(after)
    } finally {
      await updateEmulatorDocument({
        ...emulator,
        collection: 'showcase',
        id: F.editableEvent.id,
        data: { title: before },
      })
      await request.post('/api/revalidate', {
        headers: { Authorization: `Bearer ${revalidateSecret}` },
        data: { tags: ['events'] },
      })
    }
  })
})

/** The ETag of a page (Next's own: a hash of the page it sends). */
async function cachedEtag(request: APIRequestContext, path: string) {
  let etag: string | undefined
  await expect
    .poll(async () => (etag = (await request.get(path)).headers().etag), { timeout: 10_000 })
    .toMatch(/^"[0-9a-z]+"$/)
  return etag as string
}

test.describe('conditional requests', () => {
  test('a cached page answers 304 to the ETag it gave, without the page', async ({ request }) => {
    const etag = await cachedEtag(request, '/about')
    for (const method of ['GET', 'HEAD']) {
      // Compressed as a browser asks (Playwright sends Accept-Encoding), and plain.
      for (const encoding of ['gzip, deflate, br', 'identity']) {
        const again = await request.fetch('/about', {
          method,
          headers: { 'If-None-Match': etag, 'Accept-Encoding': encoding },
        })
        expect(again.status(), `${method} ${encoding}`).toBe(304)
        expect(again.headers().etag).toBe(etag)
        expect(again.headers()['content-encoding']).toBeUndefined()
        expect((await again.body()).length).toBe(0)
      }
    }
    const other = await request.get('/about', { headers: { 'If-None-Match': '"another"' } })
    expect(other.status()).toBe(200)
    expect(await other.text()).toContain('<h1')
    // A reload asks for the page itself.
    const reload = await request.get('/about', {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'no-cache' },
    })
    expect(reload.status()).toBe(200)
  })

  test('a file of the site answers 304 to the date it gave', async ({ request }) => {
    const path = '/downloads/creative-communities-survey.pdf'
    const first = await request.get(path)
    expect(first.status()).toBe(200)
    const lastModified = first.headers()['last-modified'] ?? ''
    expect(Date.parse(lastModified)).toBeGreaterThan(0)
    const again = await request.get(path, { headers: { 'If-Modified-Since': lastModified } })
    expect(again.status()).toBe(304)
    expect((await again.body()).length).toBe(0)
  })

  test('the payload for the router is not answered 304 with the page’s ETag', async ({
    request,
  }) => {
    const etag = await cachedEtag(request, '/about')
    const payload = await request.get('/about', { headers: { RSC: '1', 'If-None-Match': etag } })
    expect(payload.status()).toBe(200)
    expect(payload.headers()['content-type']).toContain('text/x-component')
    expect(payload.headers().etag).not.toBe(etag)
  })
})

test.describe('typographic characters', () => {
  test('read and hydrate as written', async ({ page }) => {
    // The page's markup and the payload React hydrates it from must agree: a difference in a
    // curly apostrophe would be a hydration error.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    await expect(page.getByText('What’s on now and coming up')).toBeVisible()
    const banner = page.getByRole('region', { name: 'Featured events' })
    await expect(banner.getByRole('button', { name: /^Pause/ })).toBeVisible()
    expect(await page.title()).not.toContain('&#')
    expect(errors).toEqual([])
  })
})

test.describe('health', () => {
  test('/api/health answers from memory with how the last Firestore read went', async ({
    request,
  }) => {
    // Make this process read Firestore: expire the team and load the page that shows it.
    const revalidated = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
      data: { tags: ['staff'] },
    })
    expect(revalidated.status()).toBe(200)
    const before = Date.now()
    expect((await request.get('/about')).status()).toBe(200)
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    const health = await response.json()
    // This build has no REDIS_URL: each process's own cache, nothing to reach.
    expect(health).toMatchObject({ status: 'serving', firestore: 'ok', cache: 'memory' })
    // The gate's listeners read each published document once, then one per change.
    expect(health.indexReads.events).toBeGreaterThan(0)
    expect(Date.parse(health.lastSuccessAt)).toBeGreaterThanOrEqual(before - 1000)
  })
})

test.describe('a changed slug', () => {
  test('redirects the old URL to the new one at once, and the new URL does not bounce back', async ({
    request,
  }) => {
    const { id, slug } = F.renamedEvent
    const newSlug = 'site-fixture-street-choir-moved'
    const revalidate = () =>
      request.post('/api/revalidate', {
        headers: { Authorization: `Bearer ${revalidateSecret}` },
        data: { tags: ['events'] },
      })
    // Warm both caches (the proxy's slug map and the page) with the old slug first.
    expect((await request.get(`/events/${slug}/${id}`, { maxRedirects: 0 })).status()).toBe(200)
    await updateEmulatorDocument({
      ...emulator,
      collection: 'showcase',
      id,
      data: { titleSlug: newSlug },
    })
    try {
      expect((await revalidate()).status()).toBe(200)
      const old = await request.get(`/events/${slug}/${id}`, { maxRedirects: 0 })
      expect(old.status()).toBe(308)
      expect(new URL(old.headers()['location'] ?? '', 'http://x').pathname).toBe(
        `/events/${newSlug}/${id}`,
      )
      const moved = await request.get(`/events/${newSlug}/${id}`, { maxRedirects: 0 })
      expect(moved.status()).toBe(200)
    } finally {
      await updateEmulatorDocument({
        ...emulator,
        collection: 'showcase',
        id,
        data: { titleSlug: slug },
      })
      await revalidate()
    }
  })
})

import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { BROWSER_SETTINGS } from './support/browser-settings'
import { EVENTS_FIXTURES as EVENTS } from './fixtures/events.mjs'
import { FACTS_FIXTURES as FACTS } from './fixtures/facts.mjs'
import { PAGES_FIXTURES as PAGES } from './fixtures/pages.mjs'
import { SITE_FIXTURES as SITE } from './fixtures/site.mjs'
import { UPDATES_FIXTURES as UPDATES } from './fixtures/updates.mjs'
import { VENUES_FIXTURES as VENUES } from './fixtures/venues.mjs'
import { expectNoAxeViolations } from './support/axe'
import { getHtml } from './support/html'

// The public sweep (docs/testing.md, issue 52 item 2): each public page that a browser must
// check is visited once per width, 375 and 1280 px, for the whole run; there axe finds no WCAG
// 2.2 A/AA violation and nothing is wider than the screen, and the page's own layout checks
// (`layout` below) run on the same visit. One test per page and width, so a failure names both.
// Checks that need a state of their own stay in their specs: axe once the home page's video
// plays (home.spec.ts) and with every awards answer open (pages.spec.ts), layout shift while
// pages hydrate (layout-shift.spec.ts), the phone's menu without JavaScript (site.spec.ts).

const WIDTHS = [375, 1280] as const
type Width = (typeof WIDTHS)[number]

interface SweepPage {
  /** The page's address, or how to find it (the last page of a listing). */
  path: string | ((request: APIRequestContext) => Promise<string>)
  /** The name in the test's title, when the path is found at run time. */
  name?: string
  /** What shows once the page is the one meant (before axe runs). */
  ready?: (page: Page) => Promise<void>
  /** The page's own layout checks at this width, after axe and the overflow check. */
  layout?: (page: Page, width: Width) => Promise<void>
}

type Slugged = { slug: string; id: string }
const eventPath = (f: Slugged) => `/events/${f.slug}/${f.id}`
const updatePath = (f: Slugged) => `/updates/${f.slug}/${f.id}`
const h1 = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
}

/** The number of columns a grid lays out. */
const columns = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)

/** The top of a level-2 heading. */
const top = async (page: Page, name: string) =>
  (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())?.y ?? -1

const PAGES_TO_SWEEP: SweepPage[] = [
  // The site's routes (site.spec.ts), the 404 page among them.
  { path: '/' },
  { path: '/events' },
  { path: eventPath(SITE.onNowEvent) },
  { path: '/updates' },
  { path: '/fyi' },
  {
    path: '/about',
    // The heading area is one column on a phone, text then facts; two side by side on a desktop.
    layout: async (page, width) => {
      const hero = page.locator('[data-layout="about-heading"]')
      const expected = width === 375 ? 1 : 2
      expect(await columns(hero)).toBe(expected)
      const [text, facts] = await hero.locator(':scope > *').all()
      const a = (await text!.boundingBox())!
      const b = (await facts!.boundingBox())!
      if (expected === 1) expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1)
      else expect(b.x).toBeGreaterThan(a.x + a.width - 1)
    },
  },
  { path: '/contact' },
  {
    path: '/creative-communities-awards',
    // The awards on offer: one column on a phone, three on a desktop.
    layout: async (page, width) => {
      const grid = page.getByRole('list', { name: 'Awards on offer' })
      const expected = width === 375 ? 1 : 3
      expect(await columns(grid)).toBe(expected)
      const items = await grid.getByRole('listitem').all()
      const xs = await Promise.all(items.map(async (item) => (await item.boundingBox())!.x))
      expect(new Set(xs.map(Math.round)).size).toBe(expected)
    },
  },
  { path: '/get-involved' },
  { path: '/terms' },
  { path: '/opportunities' },
  { path: '/no-such-page' },

  // The updates (updates.spec.ts).
  { path: updatePath(UPDATES.latest) },
  { path: updatePath(UPDATES.noImage) },
  { path: '/updates/archive/page/2' },

  // FYI (fyi.spec.ts): on a phone the chosen section comes first, its first question on the
  // first screen.
  {
    path: '/fyi/dictionary/q',
    layout: async (page, width) => {
      if (width !== 375) return
      expect(await top(page, 'Dictionary')).toBeLessThan(await top(page, 'Questions'))
    },
  },
  {
    path: `/fyi/questions/${encodeURIComponent(PAGES.punctuatedCategory)}`,
    layout: async (page, width) => {
      if (width !== 375) return
      expect(await top(page, 'Questions')).toBeLessThan(await top(page, 'Dictionary'))
      const first = page.getByRole('main').getByRole('heading', { level: 3 }).first()
      // The first answer's question is on a phone's first screen (800 px), not below.
      expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(800)
    },
  },

  // The 'Previous' grid's pages (archive.spec.ts).
  { path: '/events/category/archive-fixture-talks/page/2', ready: h1(/page 2 of 2$/) },
  {
    name: "the showcase's last page of past events",
    path: async (request) => {
      const html = await getHtml(request, '/events/archive/page/2')
      const pages = html.links(/^Page \d+$/, html.named('nav', 'Pages of past events'))
      const last = html.attr(pages.at(-1)!, 'href') ?? ''
      expect(last).toMatch(/\/events\/archive\/page\/\d+$/)
      return last
    },
  },

  // Categories, filters and views (category-views.spec.ts, facts.spec.ts, events.spec.ts).
  {
    path: '/events/category/facts-fixture-sessions',
    ready: (page) => expect(page.getByRole('navigation', { name: 'Filters' })).toBeVisible(),
  },
  {
    path: '/events/category/facts-fixture-sessions/filter/family/next-7-days',
    ready: (page) => expect(page.getByRole('navigation', { name: 'Filters' })).toBeVisible(),
  },
  { path: '/events/access/bsl-interpreted', ready: h1('BSL-interpreted events') },
  { path: '/events/free', ready: h1('Free events') },
  { path: '/events/category/events-fixture-dance' },

  // Event pages: cost, ages and access; a gallery and tickets; coming soon; cancelled.
  {
    path: eventPath(FACTS.puppets),
    ready: (page) => expect(page.locator('[data-block="facts"]')).toBeVisible(),
  },
  { path: eventPath(EVENTS.onNowA) },
  { path: eventPath(EVENTS.soon) },
  {
    path: eventPath(EVENTS.plain),
    ready: (page) => expect(page.getByText('This event is cancelled.')).toBeVisible(),
  },

  // What's on by date (whats-on.spec.ts).
  { path: '/events/month/2025/03' },
  { path: '/events/this-weekend' },
  { path: '/events/next-7-days' },
  { path: eventPath(EVENTS.summer) },

  // Venues (venues.spec.ts).
  { path: '/venues', ready: h1('Venues') },
  { path: `/venues/${VENUES.gallery.slug}`, ready: h1(VENUES.gallery.name) },
  { path: eventPath(VENUES.coming) },

  // Search (search.spec.ts): results, the empty form, and no results.
  {
    path: '/search?q=pottry',
    ready: (page) => expect(page.getByRole('list', { name: 'Results' })).toBeVisible(),
    // From the keyboard: the skip link, the logo, then on to the header's search box.
    layout: async (page) => {
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const box = page.getByRole('search', { name: 'Search the site' }).getByRole('searchbox')
      for (let i = 0; i < 12 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab')
      }
      await expect(box).toBeFocused()
    },
  },
  { path: '/search' },
  {
    path: '/search?q=pittary',
    ready: (page) => expect(page.getByText(/Did you mean/)).toBeVisible(),
  },
]

/**
 * One page per worker for the whole sweep, each test at its width: a new page is a new
 * renderer that compiles the site's scripts again, which cost more CPU than the visit
 * (docs/testing.md). Nothing here changes what a later visit meets: no cookie, no storage. A
 * failed test's worker is replaced, and its page with it; the failure's screenshot is kept.
 */
const test = base.extend<{ sweepPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext(BROWSER_SETTINGS)
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  sweepPage: async ({ workerPage, viewport }, provide, testInfo) => {
    if (viewport) await workerPage.setViewportSize(viewport)
    await provide(workerPage)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {
        body: await workerPage.screenshot(),
        contentType: 'image/png',
      })
    }
  },
})

// Each page and width on its own: the two workers share them.
test.describe.configure({ mode: 'parallel' })

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const entry of PAGES_TO_SWEEP) {
      const name = entry.name ?? (entry.path as string)
      test(`${name}: axe finds nothing, nothing wider than the screen`, async ({
        sweepPage: page,
        request,
      }) => {
        const path = typeof entry.path === 'string' ? entry.path : await entry.path(request)
        await page.goto(path)
        await entry.ready?.(page)
        await expectNoAxeViolations(page)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
        await entry.layout?.(page, width)
      })
    }
  })
}

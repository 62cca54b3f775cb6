import { expect, test } from '@playwright/test'
import { EVENTS_FIXTURES as F } from './fixtures/events.mjs'
import { expectNoAxeViolations } from './support/axe'

const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/

test.describe('the home page', () => {
  test('welcomes, and links to every part of the site', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to Creative Communities',
    )
    const explore = page.getByRole('navigation', { name: 'Explore' })
    for (const [name, href] of [
      [/^Get Involved/, '/get-involved'],
      [/^About/, '/about'],
      [/^Showcase/, '/events'],
      [/^News/, '/updates'],
      [/Opportunities/, '/opportunities'],
    ] as const) {
      await expect(explore.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(explore.getByRole('link', { name: /Latest news/ })).toHaveAttribute(
      'href',
      /^\/updates\/[^/]+\/[^/]+$/,
    )
  })

  test('has a still awards banner linking to the awards page', async ({ page }) => {
    await page.goto('/')
    const award = page.getByRole('region', { name: 'Funding for community-led arts projects' })
    await expect(
      award.getByRole('link', { name: 'Find out about the awards and how to apply' }),
    ).toHaveAttribute('href', '/creative-communities-awards')
    await expect(award.getByRole('button')).toHaveCount(0)
  })

  test('shows the featured events banner, without the unpublished one', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Featured events' })
    await expect(banner.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible()
    await expect(banner.getByRole('button', { name: /^Pause/ })).toBeVisible()
    const seen = new Set<string>()
    const label = (await banner.getByRole('group').getAttribute('aria-label')) ?? ''
    const count = Number(label.split(' of ')[1])
    for (let i = 0; i < count; i++) {
      seen.add((await banner.getByRole('group').getAttribute('data-slide-id')) ?? '')
      await banner.getByRole('button', { name: /^Next/ }).click()
    }
    for (const fixture of [F.later, F.onNowA, F.endedRecently]) expect(seen).toContain(fixture.id)
    expect(seen).not.toContain(F.hidden.id)
  })

  test('loads the video player only when play is pressed', async ({ page }) => {
    const requests: string[] = []
    // No network here, and the test must not depend on YouTube: refuse its requests.
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => {
      requests.push(route.request().url())
      return route.abort()
    })
    await page.goto('/')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(requests).toEqual([])

    await page.getByRole('button', { name: /Play the video/ }).click()
    const frame = page.locator('iframe')
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute('src', YOUTUBE)
    await expect(frame).toHaveAttribute('src', /cc_load_policy=1/)
    await expect(frame).toHaveAttribute('title', /Creative Communities/)
    await expect.poll(() => requests.some((u) => u.includes('youtube-nocookie.com'))).toBe(true)
  })

  test('has a transcript of the video', async ({ page }) => {
    await page.goto('/')
    await page.getByText('Read the video transcript').click()
    await expect(
      page.getByText(/Creative Communities is about people in Middlesbrough/),
    ).toBeVisible()
  })

  test('axe finds no violations once the video is playing', async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort())
    await page.goto('/')
    await page.getByRole('button', { name: /Play the video/ }).click()
    await expect(page.locator('iframe')).toHaveCount(1)
    await expectNoAxeViolations(page, { exclude: ['iframe'] })
  })
})

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first featured event and the links, with nothing moving', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Featured events' })
    await expect(banner.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible()
    await expect(banner.getByRole('button')).toHaveCount(0)
    // Every other featured event follows as a plain list: none is out of reach.
    const titles = [
      ...(await banner.getByRole('link').allTextContents()),
      ...(await page.locator('[data-banner-more] a').allTextContents()),
    ].join('\n')
    for (const fixture of [F.later, F.onNowA, F.endedRecently])
      expect(titles).toContain(fixture.title)
    await expect(page.getByRole('navigation', { name: 'Explore' }).getByRole('link')).toHaveCount(6)
    await expect(page.locator('iframe')).toHaveCount(0)
    // The play button is a plain link to the video on YouTube until scripts run.
    await expect(page.getByRole('link', { name: /Watch the video on YouTube/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    )
  })
})

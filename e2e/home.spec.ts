import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

// The video player, which only a browser shows loading; the rest of the home page is its server
// HTML, checked as requests (e2e/request/home.spec.ts).

const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/

test.describe('the home page', () => {
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

  test('axe finds no violations once the video is playing', async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort())
    await page.goto('/')
    await page.getByRole('button', { name: /Play the video/ }).click()
    await expect(page.locator('iframe')).toHaveCount(1)
    await expectNoAxeViolations(page, { exclude: ['iframe'] })
  })
})

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe on the page as it is now and fails with every WCAG 2.2 A/AA violation listed.
 * `exclude` leaves out selectors whose content is not ours (a third-party iframe).
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  // After a navigation inside the app (a save's redirect), Next sets the new title a moment
  // after the page shows: axe then found a page without one. A page that never gets one
  // still fails here.
  await expect(page).toHaveTitle(/\S/)
  // Only the violations are read: axe then lists no passing or inapplicable node. `options`
  // replaces every option, so it comes before `withTags`, which sets one of them. Legacy mode
  // runs axe in the page itself, where the default opens a blank page (a renderer) per call to
  // merge frames' results (docs/testing.md). Our pages embed no other origin's frame but the
  // home video's, which its test excludes.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
  for (const selector of exclude) builder = builder.exclude(selector)
  // The page at rest: the featured banner fades each slide in from 30 % opacity and moves on
  // by itself, so on a slow machine axe met a slide mid-fade and measured its contrast there.
  // With reduced motion the site stops both; the colours at rest are the same either way.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const results = await builder.analyze().finally(() => page.emulateMedia({ reducedMotion: null }))
  expect(
    results.violations.map(
      (v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([])
}

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe on the page as it is now and fails with every WCAG 2.2 A/AA violation listed.
 * `exclude` leaves out selectors whose content is not ours (a third-party iframe).
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  for (const selector of exclude) builder = builder.exclude(selector)
  const results = await builder.analyze()
  expect(
    results.violations.map(
      (v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([])
}

import type { Locator, Page } from '@playwright/test'

/** Opens `path` and returns its navigation landmark called `name`. */
export async function navigationOn(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path)
  return page.getByRole('navigation', { name })
}

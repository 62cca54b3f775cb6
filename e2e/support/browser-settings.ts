import { devices } from '@playwright/test'

/**
 * The browser context every test gets (playwright.config.ts `use`), for a context a spec makes
 * itself: a desktop Chrome, in English as written in Britain, on London's clock.
 */
export const BROWSER_SETTINGS = {
  ...devices['Desktop Chrome'],
  locale: 'en-GB',
  timezoneId: 'Europe/London',
} as const

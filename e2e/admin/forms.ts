import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// What an editor does on a form of the admin area, and what it shows back.

const SAVED = 'Saved. The public page shows it now.'

/**
 * What the page shows now: Next keeps up to three pages visited before hidden in the DOM
 * (React Activity), so a form saved a moment ago is still there, hidden, beside the new one.
 */
export function shown(page: Page) {
  return {
    getByLabel: (...args: Parameters<Page['getByLabel']>) =>
      page.getByLabel(...args).filter({ visible: true }),
    getByText: (...args: Parameters<Page['getByText']>) =>
      page.getByText(...args).filter({ visible: true }),
    // Role queries already leave hidden elements out.
    getByRole: (...args: Parameters<Page['getByRole']>) => page.getByRole(...args),
    locator: (selector: string) => page.locator(selector).filter({ visible: true }),
  }
}

/**
 * A field's message after a refused save, beside the field (the alert above the form lists
 * it again, as a link to the field).
 */
export function fieldError(page: Page, text: string) {
  return page.locator('p.admin-error').filter({ visible: true, hasText: text })
}

/**
 * Presses a save button and waits for the server action's answer. Bounded below the long tests'
 * timeouts: now and then a press in media.spec.ts starts no request (cause not found; see
 * docs/decisions/2026-11-27-test-time-on-two-cores.md), and its retry should not wait minutes.
 */
export async function save(page: Page, button: string): Promise<void> {
  await Promise.all([
    // The form's own post, not the files it sends ahead to /admin/uploads.
    page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().includes('/admin/') &&
        !r.url().includes('/admin/uploads'),
      { timeout: 20_000 },
    ),
    shown(page).getByRole('button', { name: button }).click(),
  ])
}

/**
 * Fills a field right after a page load until the value holds: a fill while the form hydrates
 * can land beside the old text (the selection is lost when React sets the field's default).
 */
export async function fillUntilHeld(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
}

/** Types a new event's title and its start, the least it can be saved with. */
export async function fillEventStart(
  page: Page,
  title: string,
  day: string,
  time: string,
): Promise<void> {
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  await shown(page).getByLabel('Starts on').fill(day)
  await shown(page).locator('input[name="dateStartTime"]').fill(time)
}

/** What an editor types in the event form's first parts; it starts and ends on `day`. */
export interface TypedEvent {
  title: string
  summary: string
  description: string
  colour: string
  categories: string
  day: string
  start: string
  end: string
  venue: string
}

/** Types a whole event in the form shown. */
export async function fillEvent(page: Page, typed: TypedEvent): Promise<void> {
  await fillEventStart(page, typed.title, typed.day, typed.start)
  await shown(page).getByLabel('Summary').fill(typed.summary)
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(typed.description)
  await shown(page).getByLabel('Colour').selectOption(typed.colour)
  await shown(page).getByLabel('Categories').fill(typed.categories)
  await shown(page).getByLabel('Ends on').fill(typed.day)
  await shown(page).locator('input[name="dateEndTime"]').fill(typed.end)
  await shown(page).getByLabel('Venue name').fill(typed.venue)
}

/** Ticks Published on the form shown. */
export async function tickPublished(page: Page): Promise<void> {
  await shown(page)
    .getByLabel(/^Published/)
    .check()
}

/** The id of the document whose edit page is open (its address ends with it). */
export function openId(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
}

/** Where the open edit page's "View its public page" link goes. */
export async function publicPathOf(page: Page): Promise<string> {
  const link = shown(page).getByRole('link', { name: 'View its public page' })
  return (await link.getAttribute('href'))!
}

/** Presses a save button and waits for "Saved. The public page shows it now." */
export async function saved(page: Page, button: string): Promise<void> {
  await save(page, button)
  await expect(shown(page).getByText(SAVED)).toBeVisible()
}

/** Saves a published document with `button`; answers its id and public path. */
export async function savePublished(
  page: Page,
  button: string,
): Promise<{ id: string; path: string }> {
  await saved(page, button)
  return { id: openId(page), path: await publicPathOf(page) }
}

/**
 * Unticks Published on the open edit page and saves: it is a draft, its page at `path` is a
 * 404, and `listing` no longer names `title`.
 */
export async function unpublish(
  page: Page,
  request: APIRequestContext,
  { path, listing, title }: { path: string; listing: string; title: string },
): Promise<void> {
  await shown(page)
    .getByLabel(/^Published/)
    .uncheck()
  await save(page, 'Save changes')
  await expect(shown(page).getByText('It is a draft: only editors see it.')).toBeVisible()
  expect((await request.get(path)).status()).toBe(404)
  expect(await (await request.get(listing)).text()).not.toContain(title)
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn, unique } from './editors'
import { openId, publicPathOf, save, saved, shown, tickPublished } from './forms'

/** A London wall-clock minute at least `seconds` ahead: the form's time has minutes only. */
function londonMinuteAhead(seconds: number): { at: Date; day: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return {
    at,
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** A new editor's form for a new update, filled in and ticked Published, not yet saved. */
async function newPublishedUpdate(page: Page, title: string, summary: string) {
  await signIn(page, await newAccount('editor'), '/admin/updates/new')
  const own = unique(title)
  await shown(page).getByLabel('Title').fill(own)
  await shown(page).getByLabel('Summary').fill(summary)
  await tickPublished(page)
  return own
}

// Each waits for a minute of the real clock: the project admin-clock runs them on a worker of
// their own, beside the other admin specs (playwright.config.ts).
test.describe.configure({ timeout: 150_000 })

async function shows(request: APIRequestContext, path: string, title: string) {
  const response = await request.get(path)
  return response.status() === 200 && (await response.text()).includes(title)
}

test('a scheduled update stays off the site until its time, then appears by itself', async ({
  page,
  request,
}) => {
  const title = await newPublishedUpdate(
    page,
    'Midwinter Open Studios announced',
    'Studios across both areas open their doors.',
  )
  const when = londonMinuteAhead(45)
  await shown(page).getByLabel('Publish on').fill(when.day)
  await shown(page).getByLabel('Publish at', { exact: true }).fill(when.time)
  await expectNoAxeViolations(page)
  await save(page, 'Create update')
  await expect(
    shown(page).getByText('Saved. It is scheduled: only editors see it until then.'),
  ).toBeVisible()
  await expect(shown(page).getByText(/^Goes on the site on .*, by itself\.$/)).toBeVisible()
  await expect(shown(page).getByRole('link', { name: 'View its public page' })).toHaveCount(0)
  const id = openId(page)

  await page.goto(`/admin/updates?q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Scheduled:')

  // Before its time: nowhere public, by any address; the editor's preview shows it.
  expect(await shows(request, '/updates', title)).toBe(false)
  expect(await shows(request, '/updates/feed.xml', title)).toBe(false)
  expect(await shows(request, '/sitemap.xml', id)).toBe(false)
  await page.goto(`/admin/updates/${id}`)
  await page.getByRole('link', { name: /^Preview it as saved/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const path = new URL(page.url()).pathname
  expect((await request.get(path)).status()).toBe(404)
  expect(Date.now()).toBeLessThan(when.at.getTime())

  // At its time, with nobody saving or revalidating anything, it appears.
  await expect
    .poll(
      async () => (await shows(request, path, title)) && (await shows(request, '/updates', title)),
      {
        timeout: when.at.getTime() - Date.now() + 30_000,
        intervals: [1_000],
      },
    )
    .toBe(true)
  const late = (Date.now() - when.at.getTime()) / 1000
  console.log(`[schedule] on /updates and at its address ${late.toFixed(1)} s after its time`)
  expect(late).toBeGreaterThan(0)
  // The feed is cached as the pages are: the first request after its time may be answered with
  // the copy from before while the new one renders, as the polling above allows for the pages.
  // (Asked once, it failed a clean-clone run twice in a row, 2.6 and 4.1 s after the time; run
  // alone, the feed had it at the second request.)
  let feedAsked = 0
  await expect
    .poll(
      async () => {
        feedAsked += 1
        return shows(request, '/updates/feed.xml', title)
      },
      { timeout: 10_000, intervals: [1_000] },
    )
    .toBe(true)
  console.log(`[schedule] in the feed at request ${feedAsked} for it after that`)
})

test('a published update comes off the site at its unpublish time, by itself, within 5 s', async ({
  page,
  request,
}) => {
  const title = await newPublishedUpdate(
    page,
    'Winter Lantern Trail',
    'A trail of lanterns along the beck, this week only.',
  )
  await saved(page, 'Create update')
  const path = await publicPathOf(page)
  expect(await shows(request, path!, title)).toBe(true)

  const when = londonMinuteAhead(40)
  await shown(page).getByLabel('Take off the site on').fill(when.day)
  await shown(page).locator('input[name="unpublishAtTime"]').fill(when.time)
  await save(page, 'Save changes')
  await expect(shown(page).getByText(/^Comes off the site on .*, by itself\.$/)).toBeVisible()
  await expectNoAxeViolations(page)
  // Still public until its time.
  expect(await shows(request, path!, title)).toBe(true)
  expect(await shows(request, '/updates/feed.xml', title)).toBe(true)
  expect(Date.now()).toBeLessThan(when.at.getTime())

  // At its time, with nobody saving or revalidating anything, its page is a 404: the bar.
  // Residents keep reading the listing meanwhile, so it is regenerated with reads made earlier
  // (docs/decisions/2026-11-27-lifetimes-that-end-at-a-moment.md).
  let gone = 0
  await expect
    .poll(
      async () => {
        await request.get('/updates')
        if ((await request.get(path!)).status() === 404) gone ||= Date.now()
        return gone > 0
      },
      { timeout: when.at.getTime() - Date.now() + 30_000, intervals: [500] },
    )
    .toBe(true)
  const late = (gone - when.at.getTime()) / 1000
  expect(late, `its page went ${late.toFixed(1)} s after its time`).toBeGreaterThan(0)
  expect(late, `its page went ${late.toFixed(1)} s after its time`).toBeLessThanOrEqual(5)
  // Off the listing and the feed too, within the same bar.
  for (const listing of ['/updates', '/updates/feed.xml']) {
    await expect
      .poll(() => shows(request, listing, title), {
        message: `${listing} still lists it`,
        timeout: Math.max(500, when.at.getTime() + 5_000 - Date.now()),
        intervals: [250],
      })
      .toBe(false)
    const lag = (Date.now() - when.at.getTime()) / 1000
    console.log(`[schedule] off ${listing} ${lag.toFixed(1)} s after its time`)
  }
  console.log(`[schedule] off its address ${late.toFixed(1)} s after its time`)

  // The editor still has it, and is told it came off.
  await page.reload()
  await expect(shown(page).getByText(/^It came off the site on .*, by itself\./)).toBeVisible()
})

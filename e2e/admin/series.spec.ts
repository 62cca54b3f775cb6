import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { seriesDates } from '../support/ics'
import { type Account, newAccount, signIn, unique, withFirestore } from './editors'
import { fillEvent, openId, save, shown, tickPublished } from './forms'

/**
 * Events that repeat (issue 38): an editor makes a weekly series over the spring clock change,
 * with one week skipped, one moved and one cancelled, and residents see each date where it
 * belongs. The series is this spec's own, made through the form and deleted when it is done.
 */

let editor: Account
const created: string[] = []

test.beforeAll(async () => {
  editor = await newAccount('editor')
})

test.afterAll(async () => {
  await withFirestore(async (db) => {
    for (const id of created) await db.collection('showcase').doc(id).delete()
  })
})

const DAY = 86_400_000
const day = (t: number) => new Date(t).toISOString().slice(0, 10)

/**
 * The next spring clock change (the last Sunday of March, 01:00 UTC) at least three weeks
 * away, so the series' first date is still to come whenever the tests run.
 */
function nextSpringChange(now = Date.now()): number {
  for (let year = new Date(now).getUTCFullYear(); ; year++) {
    const lastOfMarch = Date.UTC(year, 2, 31)
    const sunday = lastOfMarch - new Date(lastOfMarch).getUTCDay() * DAY
    if (sunday - 15 * DAY > now + DAY) return sunday
  }
}

// Saturdays at 10:00 to 12:00 London time, five of them: two before the change (GMT: 10:00Z)
// with a week skipped between, three after (BST: 09:00Z).
const change = nextSpringChange()
const first = change - 15 * DAY
const D = {
  first: day(first),
  skipped: day(first + 7 * DAY),
  beforeChange: day(first + 14 * DAY),
  moved: day(first + 21 * DAY),
  movedTo: day(first + 22 * DAY),
  cancelled: day(first + 28 * DAY),
}
const at = (date: string, utcTime: string) => `${date}T${utcTime}:00.000Z`

async function fillSeries(page: Page, title: string) {
  await fillEvent(page, {
    title,
    summary: 'Paint, clay and print, every Saturday.',
    description: 'Drop in, all materials provided.',
    colour: 'lime',
    categories: 'Workshop',
    day: D.first,
    start: '10:00',
    end: '12:00',
    venue: 'Grangetown Community Hub',
  })
  await shown(page).getByLabel('Does it repeat?').selectOption('weekly')
  await shown(page).getByLabel('Saturday', { exact: true }).check()
  await shown(page).getByLabel('How many times').fill('5')
  await shown(page).getByLabel('Dates it skips').fill(D.skipped)
  const rows = shown(page).locator('input[name="change1Date"]')
  await rows.fill(D.moved)
  await shown(page).locator('select[name="change1Action"]').selectOption('move')
  await shown(page).locator('input[name="change1Day"]').fill(D.movedTo)
  await shown(page).locator('input[name="change1Start"]').fill('14:00')
  await shown(page).locator('input[name="change1Note"]').fill('Moved to Sunday for the fair')
  await shown(page).locator('input[name="change2Date"]').fill(D.cancelled)
  await shown(page).locator('select[name="change2Action"]').selectOption('cancel')
  await shown(page).locator('input[name="change2Note"]').fill('Hall closed for repairs')
}

test('a weekly series over the clock change, a week skipped, one moved and one cancelled, is right in the grid, the month pages, its page and its .ics', async ({
  page,
  request,
}) => {
  await signIn(page, editor, '/admin/events/new')
  const title = unique('Open Studio Series')
  await fillSeries(page, title)
  // A skipped date that is not one of its Saturdays is refused beside its field.
  await shown(page)
    .getByLabel('Dates it skips')
    .fill(day(first + 8 * DAY))
  await save(page, 'Create event')
  await expect(
    shown(page).locator('p.admin-error').filter({ hasText: 'is not one of its dates.' }).first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await shown(page).getByLabel('Dates it skips').fill(D.skipped)
  await tickPublished(page)
  await save(page, 'Create event')
  await expect(page).toHaveURL(/\/admin\/events\/[^/?]+\?saved=1$/)
  const id = openId(page)
  created.push(id)
  await expectNoAxeViolations(page)

  // The grid: one card per date still to come, the skipped one left out.
  await page.goto('/events')
  const cards = page.locator(`article[data-event-id="${id}"]`).filter({ visible: true })
  await expect
    .poll(() => cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-occurrence'))), {
      timeout: 10_000,
    })
    .toEqual([D.first, D.beforeChange, D.moved, D.cancelled])
  await expect(cards.nth(3)).toContainText('Cancelled')
  await expect(cards.nth(2)).toContainText('Rescheduled')
  const href = await cards.first().getByRole('link').getAttribute('href')
  expect(href).toMatch(new RegExp(`/${id}#date-${D.first}$`))
  const seriesPath = href!.split('#')[0]!

  // The month pages: each date on its London day; the moved one on its new day.
  const monthOf = (date: string) => `/events/month/${date.slice(0, 4)}/${date.slice(5, 7)}`
  const days = async (path: string) => {
    await page.goto(path)
    return page
      .locator(`li[data-event-id="${id}"]`)
      .filter({ visible: true })
      .evaluateAll((all) =>
        all.map((li) => li.closest('ol > li')?.querySelector('h2 time')?.getAttribute('datetime')),
      )
  }
  const shownDays = [
    ...new Set([...(await days(monthOf(D.first))), ...(await days(monthOf(D.cancelled)))]),
  ]
  expect(shownDays).toEqual([D.first, D.beforeChange, D.movedTo, D.cancelled])

  // The series page: every date, each marked, the moved and cancelled ones with their notes.
  await page.goto(seriesPath)
  const dates = page.locator('li[data-occurrence]').filter({ visible: true })
  await expect
    .poll(() =>
      dates.evaluateAll((all) =>
        all.map((li) => `${li.getAttribute('data-occurrence')} ${li.getAttribute('data-status')}`),
      ),
    )
    .toEqual([
      `${D.first} scheduled`,
      `${D.skipped} skipped`,
      `${D.beforeChange} scheduled`,
      `${D.moved} moved`,
      `${D.cancelled} cancelled`,
    ])
  await expect(dates.nth(3)).toContainText('Moved to Sunday for the fair')
  await expect(dates.nth(4)).toContainText('Hall closed for repairs')
  // 10:00 on a London clock on both sides of the change.
  await expect(dates.nth(0).locator('time').first()).toHaveAttribute(
    'datetime',
    at(D.first, '10:00'),
  )
  await expect(dates.nth(4).locator('time').first()).toHaveAttribute(
    'datetime',
    at(D.cancelled, '09:00'),
  )
  // Search engines: one Event per date to come, the moved one rescheduled.
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((all) => all.map((s) => JSON.parse(s.textContent ?? '{}')))
  const events = jsonLd.filter((d) => d['@type'] === 'Event')
  expect(events.map((e) => [e.startDate, e.eventStatus])).toEqual([
    [at(D.first, '10:00'), 'https://schema.org/EventScheduled'],
    [at(D.beforeChange, '10:00'), 'https://schema.org/EventScheduled'],
    [at(D.movedTo, '13:00'), 'https://schema.org/EventRescheduled'],
    [at(D.cancelled, '09:00'), 'https://schema.org/EventCancelled'],
  ])
  await expectNoAxeViolations(page)

  // The .ics: one rule, read by ical.js as a calendar app reads it.
  const ics = await (await request.get(`${seriesPath}/calendar.ics`)).text()
  const uid = /^UID:(.+)$/m.exec(ics)![1]!.trim()
  expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(3)
  expect(seriesDates(ics, uid).map((d) => [d.start, d.end, d.status])).toEqual([
    [at(D.first, '10:00'), at(D.first, '12:00'), 'CONFIRMED'],
    [at(D.beforeChange, '10:00'), at(D.beforeChange, '12:00'), 'CONFIRMED'],
    [at(D.movedTo, '13:00'), at(D.movedTo, '15:00'), 'CONFIRMED'],
    [at(D.cancelled, '09:00'), at(D.cancelled, '11:00'), 'CANCELLED'],
  ])
  // And the subscription calendar carries it once, as the same rule.
  const feed = await (await request.get('/events/calendar.ics')).text()
  expect(seriesDates(feed, uid).map((d) => d.start)).toEqual([
    at(D.first, '10:00'),
    at(D.beforeChange, '10:00'),
    at(D.movedTo, '13:00'),
    at(D.cancelled, '09:00'),
  ])
})

test('editing the series changes every coming date; editing one date changes only it', async ({
  page,
}) => {
  await signIn(page, editor, '/admin/events/new')
  const title = unique('Series Edit')
  await fillSeries(page, title)
  await tickPublished(page)
  await save(page, 'Create event')
  await expect(page).toHaveURL(/\/admin\/events\/[^/?]+\?saved=1$/)
  const id = openId(page)
  created.push(id)

  // The series' time: every date not moved follows it.
  await shown(page).locator('input[name="dateStartTime"]').fill('11:00')
  await shown(page).locator('input[name="dateEndTime"]').fill('13:00')
  // One date: the moved one moves again, to 15:00.
  await shown(page).locator('input[name="change1Start"]').fill('15:00')
  await save(page, 'Save changes')

  const starts = () =>
    withFirestore(async (db) => {
      const doc = (await db.collection('showcase').doc(id).get()).data()!
      return {
        first: doc.dateStart.toDate().toISOString(),
        moved: doc.recurrence.changes[0].start.toDate().toISOString(),
      }
    })
  await expect
    .poll(starts, { timeout: 5_000 })
    .toEqual({ first: at(D.first, '11:00'), moved: at(D.movedTo, '14:00') })
  await page.goto('/events')
  const cards = page.locator(`article[data-event-id="${id}"]`).filter({ visible: true })
  await expect
    .poll(
      () =>
        cards.evaluateAll((all) =>
          all.map((c) => c.querySelector('time')?.getAttribute('datetime')),
        ),
      {
        timeout: 10_000,
      },
    )
    .toEqual([
      at(D.first, '11:00'),
      at(D.beforeChange, '11:00'),
      at(D.movedTo, '14:00'),
      at(D.cancelled, '10:00'),
    ])
})

import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  addEmulatorDocuments,
  deleteEmulatorDocuments,
  updateEmulatorDocument,
} from '../../scripts/lib/seed-emulator.mjs'
import { emulator, revalidateSecret } from '../support/env'
import { eventDocument } from '../support/seed-event'
import { e2eBuildOn, startSiteServer } from '../support/site-server'

// Documents as they turn up in a real Firestore: a wrong type here, a block missing there, a
// date from the 1960s, a pasted megabyte. A bad optional part is dropped and the rest shown; a
// document without what it cannot do without is skipped; each problem is logged once per
// version of its document, with collection, id and reason, however often pages regenerate.
// Written for this spec's time only, on a server of its own, after the other specs.
test.describe.configure({ mode: 'serial' })
test.setTimeout(360_000)

const run = randomUUID().slice(0, 6)
const DAY = 86_400_000
const soon = Date.now() + 20 * DAY

function event(name: string, fields: Record<string, unknown> = {}) {
  const id = `bad-${name}-${run}`
  const slug = `bad-fixture-${name}`
  const start = new Date(soon)
  const end = new Date(soon + 2 * 3_600_000)
  return {
    id,
    path: `/events/${slug}/${id}`,
    data: eventDocument({ title: `Bad Fixture ${name}`, slug, start, end }, fields),
  }
}

/** Shown, with the bad part dropped. */
const SHOWN = {
  category: event('category', { categories: ['Bad Fixture Music', 1, null] }),
  ticketNull: event('ticket-null', { ticket: null }),
  ticketText: event('ticket-text', { ticket: 'free, just turn up' }),
  image: event('image', {
    images: [
      { imageURL: 'https://tracker.example/pixel.gif', imageTitle: 'A tracking pixel' },
      { imageURL: '/images/default-event.jpg', imageTitle: 'Bad fixture good picture' },
    ],
  }),
  endFirst: event('end-first', { dateEnd: new Date(soon - 3_600_000) }),
  moon: event('moon', {
    dateStart: new Date('1969-07-20T20:17:00Z'),
    dateEnd: new Date('1969-07-20T22:00:00Z'),
  }),
}
/** Skipped: without a title, with 840 KB of description (over 100,000 characters), published as text. */
const SKIPPED = {
  noTitle: event('no-title', { title: undefined }),
  huge: event('huge', { description: `<p>${'Lorem ipsum dolor sit amet. '.repeat(30_000)}</p>` }),
  publishedText: event('published-text', { published: 'true' }),
}
const staffWithoutOrder = {
  id: `bad-staff-${run}`,
  data: { name: `Bad Fixture Staff ${run}`, role: 'Producer' },
}
const questionWithoutCategory = {
  id: `bad-question-${run}`,
  data: { question: `Bad fixture: a question without a category ${run}?`, answer: '<p>No.</p>' },
}

const events = [...Object.values(SHOWN), ...Object.values(SKIPPED)]
const content = {
  showcase: events.map(({ id, data }) => ({
    id,
    // Firestore keeps no undefined fields; a missing title is a field left out.
    data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
  })),
  staff: [staffWithoutOrder],
  questions: [questionWithoutCategory],
}

let site: Awaited<ReturnType<typeof startSiteServer>>
let base = ''

async function revalidate() {
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${revalidateSecret}` },
  })
  expect(response.status).toBe(200)
}

/** Every page that reads these documents, once. */
async function loadAll(request: APIRequestContext) {
  for (const path of ['/', '/events', '/about', '/fyi', ...events.map((e) => e.path)]) {
    await request.get(`${base}${path}`)
  }
}

/** The server's '[content]' log messages that name `id`. */
function problemsOf(id: string): string[] {
  return site.lines
    .map((line) => {
      try {
        return String(JSON.parse(line).message)
      } catch {
        return line
      }
    })
    .filter((message) => message.startsWith('[content]') && message.includes(`/${id}`))
}

test.beforeAll(async () => {
  await addEmulatorDocuments({ ...emulator, content })
  site = await startSiteServer(e2eBuildOn(emulator.host))
  base = site.url
  await revalidate()
})

test.afterAll(async () => {
  await site?.stop()
  await deleteEmulatorDocuments({ ...emulator, content })
})

test('a bad optional part is dropped and the rest of the event shown', async ({ page }) => {
  for (const { path, data } of Object.values(SHOWN)) {
    const response = await page.goto(`${base}${path}`)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(data.title))
  }
  await page.goto(`${base}${SHOWN.category.path}`)
  await expect(page.getByRole('main')).toContainText('Bad Fixture Music')
  await page.goto(`${base}${SHOWN.image.path}`)
  await expect(page.getByRole('img', { name: 'Bad fixture good picture' }).first()).toBeVisible()
  await expect(page.locator('img[src*="tracker.example"]')).toHaveCount(0)
})

test('a calendar for any valid event: before 1970, and never an end before its start', async ({
  request,
}) => {
  const moon = await request.get(`${base}${SHOWN.moon.path}/calendar.ics`)
  expect(moon.status()).toBe(200)
  expect(await moon.text()).toMatch(/^DTSTART:19690720T201700Z\r?$/m)
  const endFirst = await (await request.get(`${base}${SHOWN.endFirst.path}/calendar.ics`)).text()
  const start = /^DTSTART[^:]*:(\S+)/m.exec(endFirst)?.[1] ?? ''
  const end = /^DTEND[^:]*:(\S+)/m.exec(endFirst)?.[1]
  expect(start).not.toBe('')
  // Read as having no end: either none is written, or one after the start.
  if (end !== undefined) expect(end > start).toBe(true)
})

test('a document without what it cannot do without is skipped, and its URL is a 404', async ({
  request,
}) => {
  for (const { path } of Object.values(SKIPPED)) {
    expect((await request.get(`${base}${path}`)).status(), path).toBe(404)
  }
  const about = await (await request.get(`${base}/about`)).text()
  expect(about).not.toContain(staffWithoutOrder.data.name)
})

test('each problem is logged once per document version, with collection, id and reason', async ({
  request,
}) => {
  // Three rounds of regeneration: every page reads these documents again each time.
  for (let round = 0; round < 3; round += 1) {
    await revalidate()
    await loadAll(request)
  }
  const expected: [string, RegExp][] = [
    [`showcase/${SHOWN.category.id}`, /dropped a category that is not text/],
    [`showcase/${SHOWN.ticketText.id}`, /dropped .*ticket/],
    [`showcase/${SHOWN.image.id}`, /dropped image \d+.*imageURL/],
    [`showcase/${SHOWN.endFirst.id}`, /dropped the end .* not after the start/],
    [`showcase/${SKIPPED.noTitle.id}`, /skipped invalid document .*title/],
    [`showcase/${SKIPPED.huge.id}`, /skipped invalid document .*description/],
    [`staff/${staffWithoutOrder.id}`, /skipped invalid document .*ordering/],
    [`questions/${questionWithoutCategory.id}`, /skipped invalid document .*category/],
  ]
  for (const [path, reason] of expected) {
    const id = path.split('/')[1]!
    const messages = problemsOf(id)
    console.log(`[bad-documents] ${path}:\n  ${messages.join('\n  ')}`)
    expect(messages.join('\n'), path).toContain(path)
    expect(
      messages.filter((m) => reason.test(m)),
      path,
    ).toHaveLength(1)
    // No message about the document twice, whatever it says.
    expect(new Set(messages).size, path).toBe(messages.length)
  }
  // Nothing at all about a document that is fine apart from a null ticket (read as none).
  expect(problemsOf(SHOWN.ticketNull.id)).toEqual([])

  // A new version of a document is a new chance to be told.
  await updateEmulatorDocument({
    ...emulator,
    collection: 'showcase',
    id: SHOWN.category.id,
    data: { shortDescription: 'Edited, still with a bad category.' },
  })
  await revalidate()
  await loadAll(request)
  await expect
    .poll(() => problemsOf(SHOWN.category.id).filter((m) => /dropped a category/.test(m)))
    .toHaveLength(2)
})

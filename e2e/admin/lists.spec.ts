import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { updateEmulatorDocument } from '../../scripts/lib/seed-emulator.mjs'
import { expectNoAxeViolations } from '../support/axe'
import { emulator } from '../support/env'
import { eventDocument } from '../support/seed-event'
import { signIn, specAccount, withFirestore } from './editors'
import { openId, save, shown } from './forms'

const DAY = 86_400_000
const editor = specAccount('editor')

/** Three events of the test's own: published, a draft, and a cancelled one, a word in common. */
async function seedThree() {
  const word = `Listing${randomUUID().slice(0, 6)}`
  const at = (days: number) => new Date(Date.now() + days * DAY)
  const events = [
    { id: `${word}-a`, title: `${word} Alder Walk`, days: 10, more: { categories: [word] } },
    { id: `${word}-b`, title: `${word} Birch Workshop`, days: 20, more: { published: false } },
    {
      id: `${word}-c`,
      title: `${word} Cedar Concert`,
      days: 30,
      more: { categories: [word], status: 'cancelled', shortDescription: 'Strings by the river.' },
    },
  ]
  for (const event of events) {
    await updateEmulatorDocument({
      ...emulator,
      collection: 'showcase',
      id: event.id,
      data: eventDocument(
        { title: event.title, slug: event.id.toLowerCase(), start: at(event.days) },
        event.more,
      ),
    })
  }
  return { word, ids: events.map((e) => e.id) }
}

/** The titles of the list's rows, in order. */
const titles = (page: Page) =>
  page.locator('main table tbody tr td[data-label="Title"] > a').allTextContents()

test.describe('the lists of events and updates', () => {
  test('filter by words in the summary, status, category and dates, and sort by a column', async ({
    page,
  }) => {
    const { word } = await seedThree()
    await signIn(page, editor, `/admin/events?q=${word}`)
    await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText(
      '3 events matching the filters',
    )
    await expectNoAxeViolations(page)

    await page.getByLabel('Status').selectOption('draft')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect.poll(() => titles(page)).toEqual([`${word} Birch Workshop`])

    await page.getByLabel('Status').selectOption('cancelled')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect.poll(() => titles(page)).toEqual([`${word} Cedar Concert`])
    await expect(page.locator('main table tbody tr')).toContainText('Cancelled')

    await page.goto(`/admin/events?q=${word}&category=${word}`)
    await expect.poll(() => titles(page)).toEqual([`${word} Cedar Concert`, `${word} Alder Walk`])

    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
    await page.goto(`/admin/events?q=${word}`)
    await page.getByLabel('Starts from').fill(day(15))
    await page.getByLabel('to', { exact: true }).fill(day(25))
    await page.getByRole('button', { name: 'Show' }).click()
    await expect.poll(() => titles(page)).toEqual([`${word} Birch Workshop`])

    // The summary is searched too.
    await page.goto(`/admin/events?q=${encodeURIComponent(`${word} river`)}`)
    await expect.poll(() => titles(page)).toEqual([`${word} Cedar Concert`])

    // Title sorts A to Z, then Z to A when pressed again.
    await page.goto(`/admin/events?q=${word}`)
    const aToZ = [`${word} Alder Walk`, `${word} Birch Workshop`, `${word} Cedar Concert`]
    for (const [sort, order] of [
      ['ascending', aToZ],
      ['descending', [...aToZ].reverse()],
    ] as const) {
      await page.getByRole('link', { name: /^Title/ }).click()
      await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute(
        'aria-sort',
        sort,
      )
      await expect.poll(() => titles(page)).toEqual(order)
    }
  })

  test('bulk publish and delete ask once, record each document, and the site follows', async ({
    page,
    request,
  }) => {
    const { word, ids } = await seedThree()
    await signIn(page, editor, `/admin/events?q=${word}`)

    // Nothing ticked: told so, nothing asked.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Tick' })).toHaveText(
      'Tick the events first, in the first column.',
    )

    const tickAll = async () => {
      for (const title of ['Alder Walk', 'Birch Workshop', 'Cedar Concert']) {
        await page.getByRole('checkbox', { name: `Select “${word} ${title}”` }).check()
      }
    }
    // The next question asked is noted, and answered yes.
    const asked: string[] = []
    const acceptNext = () =>
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message())
        await dialog.accept()
      })
    await tickAll()
    acceptNext()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    // Two were published already: only the draft changes.
    await expect(page.getByRole('status').filter({ hasText: 'published' })).toHaveText(
      '1 event published.',
    )
    expect(asked).toEqual(['Publish 3 events?'])
    await expect
      .poll(
        async () => (await request.get(`/events/${ids[1]!.toLowerCase()}/${ids[1]}`)).status(),
        {
          timeout: 5_000,
        },
      )
      .toBe(200)

    await tickAll()
    page.once('dialog', (dialog) => dialog.dismiss())
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect.poll(() => titles(page)).toHaveLength(3)
    acceptNext()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toContainText(
      '3 events deleted.',
    )
    expect(asked[1]).toBe('Delete 3 events? They can be brought back from Deleted for 30 days.')
    await expect.poll(() => titles(page)).toEqual([])
    for (const id of ids) {
      expect((await request.get(`/events/${id.toLowerCase()}/${id}`)).status()).toBe(404)
    }

    // One record for each document changed: the draft published, then all three deleted.
    const records = await withFirestore(async (db) => {
      const snapshot = await db.collection('adminHistory').where('documentId', 'in', ids).get()
      return snapshot.docs.map((doc) => `${doc.get('documentId')}:${doc.get('action')}`).sort()
    })
    expect(records).toEqual(
      [`${ids[0]}:delete`, `${ids[1]}:delete`, `${ids[1]}:update`, `${ids[2]}:delete`].sort(),
    )
  })

  test('Duplicate opens a new draft with everything but the dates', async ({ page }) => {
    const { word, ids } = await seedThree()
    await signIn(page, editor, `/admin/events/${ids[2]}`)
    await page.getByRole('link', { name: 'Duplicate it as a new draft' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/events/new\\?from=${ids[2]}$`))
    await expect(page.getByText(`A copy of “${word} Cedar Concert”`)).toBeVisible()
    await expect(shown(page).getByLabel('Title')).toHaveValue(`${word} Cedar Concert`)
    await expect(shown(page).getByLabel('Summary')).toHaveValue('Strings by the river.')
    await expect(shown(page).getByLabel('Starts on')).toHaveValue('')
    await expect(shown(page).getByLabel(/^Published/)).not.toBeChecked()
    await expect(shown(page).getByLabel('Does it go ahead?')).toHaveValue('scheduled')
    await expectNoAxeViolations(page)

    await shown(page)
      .getByLabel('Starts on')
      .fill(new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10))
    await shown(page).locator('input[name="dateStartTime"]').fill('19:00')
    await save(page, 'Create event')
    await expect(page).toHaveURL(/\/admin\/events\/[^/?]+\?saved=1$/)
    const copy = openId(page)
    expect(copy).not.toBe(ids[2])
    await expect(shown(page).getByText('It is a draft: only editors see it.')).toBeVisible()
  })
})

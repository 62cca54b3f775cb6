import { expect, test, type Page } from '@playwright/test'
import { addEmulatorDocuments, deleteEmulatorDocuments } from '../../scripts/lib/seed-emulator.mjs'
import { expectNoAxeViolations } from '../support/axe'
import { emulator } from '../support/env'
import { signIn, specAccount, unique } from './editors'
import { save, savePublished, shown, tickPublished } from './forms'

const editor = specAccount('editor')

/** Creates a published update through its form; answers its id and public address. */
async function publishUpdate(page: Page, title: string): Promise<{ id: string; path: string }> {
  await page.goto('/admin/updates/new')
  await shown(page).getByLabel('Title').fill(title)
  await shown(page).getByLabel('Summary').fill('A summary for the history tests.')
  await tickPublished(page)
  return savePublished(page, 'Create update')
}

/** The words of these elements' text that are broken across two lines. */
function wordsSplit(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const split: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) split.push(word[0])
        }
      }
    }
    return split
  }, selector)
}

test.describe('history and restore', () => {
  test('a change reads as the form names it, with the words it changed marked', async ({
    page,
  }) => {
    await signIn(page, editor)
    await publishUpdate(page, unique('Kiln Open Day'))
    await shown(page)
      .getByLabel('Summary')
      .fill('A shorter summary for the tests, on Wednesday afternoons in Wolverhampton.')
    await save(page, 'Save changes')
    const history = page.getByRole('table', { name: 'Changes, newest first' })
    await expect(history.getByRole('row').nth(1)).toContainText('Edited: Summary')
    await history.getByRole('row').nth(1).getByRole('link').click()

    const summary = page.getByRole('row', { name: /^Summary/ })
    await expect(summary.locator('del')).toContainText(['history'])
    await expect(summary.locator('ins')).toContainText(['shorter'])
    // Unchanged words are not marked.
    await expect(summary.locator('del, ins').filter({ hasText: 'summary' })).toHaveCount(0)
    await expect(page.getByRole('term').filter({ hasText: 'titleSlug' })).toHaveCount(0)
    await expect(page.getByRole('term').filter({ hasText: 'Goes on the site' })).toHaveCount(1)
    await expectNoAxeViolations(page)

    // On a phone each word stays whole: the field's Before and After are stacked, each the
    // screen's width, not three columns of some 90 px that split 'Wolverhampton'.
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(summary.locator('ins')).toContainText(['Wolverhampton'])
    expect(await wordsSplit(page, '.admin-changes td')).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('an editor goes back to an earlier version, and the public pages follow', async ({
    page,
    request,
  }) => {
    await signIn(page, editor)
    const first = unique('Winter Lantern Parade')
    const { id, path } = await publishUpdate(page, first)
    const second = unique('Lantern Parade moved indoors')
    await shown(page).getByLabel('Title').fill(second)
    await save(page, 'Save changes')
    await expect(shown(page).getByLabel('Title')).toHaveValue(second)
    // Within seconds, not on the very first request: one that arrives while a render of the
    // page begun before the save is under way gets that render (Next answers them together);
    // that copy is not kept (lib/cache-handlers/file-system.mjs), so the next one is fresh.
    const listing = () => request.get('/updates').then((response) => response.text())
    await expect.poll(listing, { timeout: 5_000 }).toContain(second)

    const history = page.getByRole('table', { name: 'Changes, newest first' })
    await expect(history.getByRole('row')).toHaveCount(3)
    await expect(history.getByRole('row').nth(1)).toContainText('Edited: Title')
    await expect(history.getByRole('row').nth(1)).toContainText(editor.email)
    await expect(history.getByRole('row').nth(2)).toContainText('Created')
    await history.getByRole('row').nth(2).getByRole('link').click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Created: ${first}`)
    await expect(page.getByRole('definition').filter({ hasText: first })).toHaveCount(1)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Restore this version' }).click()

    await expect(page).toHaveURL(new RegExp(`/admin/updates/${id}\\?restored=1$`))
    await expect(shown(page).getByText('Restored. The public page shows it now.')).toBeVisible()
    await expect(shown(page).getByLabel('Title')).toHaveValue(first)
    await expect.poll(listing, { timeout: 5_000 }).toContain(first)
    expect(await listing()).not.toContain(second)
    await expect
      .poll(() => request.get(path).then((response) => response.text()), { timeout: 5_000 })
      .toContain(first)
    await expect(history.getByRole('row').nth(1)).toContainText('Restored an earlier version')

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Activity' })
      .click()
    await page.getByLabel('Editor').selectOption(editor.email)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/editor=/)
    const activity = page.getByRole('table', { name: 'Matching changes, newest first' })
    const rows = activity.getByRole('row').filter({ hasText: first })
    await expect(rows.nth(0)).toContainText('Restored an earlier version')
    await expect(
      activity.getByRole('row').filter({ hasText: 'Edited: Title' }).first(),
    ).toContainText(editor.email)
    await expect(
      activity
        .getByRole('row')
        .filter({ hasText: /Created$/ })
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a deleted update comes back, at the same address, from Deleted', async ({
    page,
    request,
  }) => {
    await signIn(page, editor)
    const title = unique('Pop-up Print Studio')
    const { path } = await publishUpdate(page, title)
    await shown(page).getByText('Delete this update').click()
    await shown(page)
      .getByRole('button', { name: `Yes, delete “${title}”` })
      .click()
    await expect(page).toHaveURL(/\/admin\/updates\?deleted=1$/)
    expect((await request.get(path)).status()).toBe(404)

    await page.goto('/admin/deleted')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deleted')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: `Restore “${title}”` }).click()
    await expect(shown(page).getByText('Restored. The public page shows it now.')).toBeVisible()
    const again = await request.get(path)
    expect(again.status()).toBe(200)
    expect(await again.text()).toContain(title)
    await page.goto('/admin/deleted')
    await expect(page.getByRole('button', { name: `Restore “${title}”` })).toHaveCount(0)

    await page.goto(`/admin/activity?collection=updates&editor=${encodeURIComponent(editor.email)}`)
    const rows = page.getByRole('row').filter({ hasText: title })
    await expect(rows.nth(0)).toContainText('Restored an earlier version')
    await expect(rows.nth(1)).toContainText('Deleted')
    await expect(rows.nth(2)).toContainText('Created')
  })
  test("a migration's change is undone from its record: the version before it comes back", async ({
    page,
  }) => {
    // A draft and the record lib/migrations/runner.ts writes when a migration changes it
    // (its whole version before kept as `previous`; runner.emulator.test.ts checks that).
    const title = unique('Puppet Show in the Library')
    const id = `migrated-${Date.now()}`
    const before = {
      title,
      titleSlug: 'puppet-show-in-the-library',
      description: '<p>Hand puppets for all ages.</p>',
      shortDescription: 'The summary before the migration.',
      dateStart: new Date(),
      images: [],
      forms: [],
      categories: ['News'],
      published: false,
    }
    const after = { ...before, shortDescription: 'The summary the migration wrote.' }
    const content = {
      updates: [{ id, data: after }],
      adminHistory: [
        {
          id: `${id}-record`,
          data: {
            at: new Date(),
            uid: 'migration:0099-summaries',
            email: 'migration 0099-summaries',
            action: 'update',
            collection: 'updates',
            documentId: id,
            label: title,
            changes: {
              shortDescription: { before: before.shortDescription, after: after.shortDescription },
            },
            snapshot: after,
            previous: before,
          },
        },
      ],
    }
    await addEmulatorDocuments({ ...emulator, content })
    try {
      await signIn(page, editor)
      await page.goto(`/admin/history/${id}-record`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edited: ${title}`)
      await expect(page.getByText('By migration 0099-summaries')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Restore the version before this change' }).click()

      await expect(page).toHaveURL(new RegExp(`/admin/updates/${id}\\?restored=1$`))
      await expect(shown(page).getByLabel('Summary')).toHaveValue(before.shortDescription)
      const history = page.getByRole('table', { name: 'Changes, newest first' })
      await expect(history.getByRole('row').nth(1)).toContainText('Restored an earlier version')
      await expect(history.getByRole('row').nth(2)).toContainText('migration 0099-summaries')
    } finally {
      await deleteEmulatorDocuments({ ...emulator, content })
    }
  })
})

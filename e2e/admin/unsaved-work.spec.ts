import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { seedEvent } from '../support/seed-event'
import { newAccount, signIn, specAccount, unique } from './editors'
import { save, shown } from './forms'

const editor = specAccount('editor')

/** An event of the spec's own, opened for editing. */
async function openOwnEvent(page: Page, fields: Record<string, unknown> = {}) {
  const id = `unsaved-${randomUUID().slice(0, 8)}`
  await seedEvent(
    {
      id,
      title: unique('Unsaved Work Fixture'),
      slug: 'unsaved-work-fixture',
      start: new Date(Date.now() + 30 * 86_400_000),
    },
    fields,
  )
  await signIn(page, editor, `/admin/events/${id}`)
  return id
}

/** The unsaved changes this browser keeps, by key. */
const kept = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('admin-unsaved|'))
      .map((key) => [key, localStorage.getItem(key)!] as const),
  )

test.describe('nothing typed is lost', () => {
  test('a reload offers the changes typed before it, and a save removes them', async ({ page }) => {
    const id = await openOwnEvent(page)
    const summary = 'Bring an apron: the clay is wet.'
    await shown(page).getByLabel('Summary').fill(summary)
    await expect
      .poll(async () => JSON.stringify(await kept(page)), { timeout: 5_000 })
      .toContain(summary)
    // The reload asks first (beforeunload); going ahead keeps the changes.
    page.once('dialog', (dialog) => dialog.accept())
    await page.reload()
    const offer = page.getByRole('status').filter({ hasText: 'changes here that were not saved' })
    await expect(offer).toBeVisible()
    await expect(shown(page).getByLabel('Summary')).not.toHaveValue(summary)
    await expectNoAxeViolations(page)
    await offer.getByRole('button', { name: 'Restore my changes' }).click()
    await expect(shown(page).getByLabel('Summary')).toHaveValue(summary)
    await expect(offer).toBeHidden()

    await save(page, 'Save changes')
    await expect(shown(page).getByText('Saved.')).toBeVisible()
    await expect(shown(page).getByLabel('Summary')).toHaveValue(summary)
    await expect.poll(async () => (await kept(page)).length, { timeout: 5_000 }).toBe(0)
    await page.reload()
    await expect(page.getByText('changes here that were not saved')).toBeHidden()
    expect(new URL(page.url()).pathname).toBe(`/admin/events/${id}`)
  })

  test('what is typed while the page is still loading is kept once it comes alive', async ({
    page,
  }) => {
    await openOwnEvent(page, { shortDescription: 'Wear old clothes.' })
    // The page's scripts held back, as on a slow phone, while the editor types.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.reload({ waitUntil: 'commit' })
    const typed = 'Bring an apron: the clay is wet.'
    await page.getByLabel('Summary').fill(typed)
    release()
    // The rich-text editor is drawn once the form is live.
    await expect(shown(page).getByRole('textbox', { name: 'Description' })).toBeVisible()
    await expect(shown(page).getByLabel('Summary')).toHaveValue(typed)
    await expect
      .poll(async () => JSON.stringify(await kept(page)), { timeout: 5_000 })
      .toContain(typed)
  })

  test('signing out removes the changes this browser keeps', async ({ page }) => {
    // An account of its own: signing out ends every session of the account.
    const id = `unsaved-${randomUUID().slice(0, 8)}`
    await seedEvent({
      id,
      title: unique('Sign Out Fixture'),
      slug: 'sign-out-fixture',
      start: new Date(Date.now() + 30 * 86_400_000),
    })
    await signIn(page, await newAccount('editor'), `/admin/events/${id}`)
    const summary = 'Typed on a shared computer.'
    await shown(page).getByLabel('Summary').fill(summary)
    await expect
      .poll(async () => JSON.stringify(await kept(page)), { timeout: 5_000 })
      .toContain(summary)
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/)
    expect(await kept(page)).toEqual([])
  })

  test('changes discarded are not offered again', async ({ page }) => {
    await openOwnEvent(page)
    await shown(page).getByLabel('Venue name').fill('The Old Library')
    await expect.poll(async () => (await kept(page)).length, { timeout: 5_000 }).toBe(1)
    page.once('dialog', (dialog) => dialog.accept())
    await page.reload()
    await page.getByRole('button', { name: 'Discard them' }).click()
    await expect(page.getByText('changes here that were not saved')).toBeHidden()
    expect(await kept(page)).toEqual([])
  })

  test('leaving by a link with changes not saved asks first', async ({ page }) => {
    const id = await openOwnEvent(page)
    await shown(page).getByLabel('Title').fill('A title not saved')
    await expect.poll(async () => (await kept(page)).length, { timeout: 5_000 }).toBe(1)
    const nav = page.getByRole('navigation', { name: 'Admin' })

    const asked: string[] = []
    page.once('dialog', async (question) => {
      asked.push(`${question.type()}: ${question.message()}`)
      await question.dismiss()
    })
    await nav.getByRole('link', { name: 'News' }).click()
    expect(asked).toEqual([expect.stringMatching(/^confirm: You have changes that are not saved/)])
    await expect(page).toHaveURL(new RegExp(`/admin/events/${id}$`))
    await expect(shown(page).getByLabel('Title')).toHaveValue('A title not saved')

    page.once('dialog', (dialog) => dialog.accept())
    await nav.getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(/\/admin\/updates$/)
  })

  test('a refused save takes focus to the alert, whose links lead to each field', async ({
    page,
  }) => {
    await openOwnEvent(page)
    await shown(page).getByLabel('Title').fill('')
    // Pressed at the foot of the form (Save stays in view beside it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await save(page, 'Save changes')
    const alert = shown(page).getByRole('alert').filter({ hasText: 'Nothing was saved' })
    await expect(alert).toBeFocused()
    // Already there, not gliding there: during a glide Save moves under a second press.
    expect(
      await alert.evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0)
    await expect(alert).toBeInViewport()
    const link = alert.getByRole('link', { name: 'Enter the title.' })
    await link.click()
    await expect(shown(page).getByLabel('Title')).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('Save stays in view beside a long form at 1280 px, and in a bar at the bottom of a phone’s window that hides no focused field', async ({
    page,
  }) => {
    // The keyboard's walk down the form takes a few hundred presses.
    test.setTimeout(120_000)
    await openOwnEvent(page)
    const save = shown(page).getByRole('button', { name: 'Save changes' })
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const field of ['Title', 'Venue name', 'Take off the site on']) {
      await shown(page).getByLabel(field).scrollIntoViewIfNeeded()
      await expect(save).toBeInViewport()
    }
    // Beside the fields, never over them.
    const [form, bar] = await Promise.all([
      shown(page).getByRole('group', { name: 'About the event' }).boundingBox(),
      save.boundingBox(),
    ])
    expect(bar!.x).toBeGreaterThanOrEqual(form!.x + form!.width)

    // On a phone the event form is some 13 screens long: Save and Preview stay in a bar at the
    // bottom of the window all the way down it.
    await page.setViewportSize({ width: 375, height: 800 })
    const preview = shown(page).getByRole('button', { name: 'Preview changes' })
    for (const field of ['Title', 'Venue name', 'Take off the site on']) {
      await shown(page).getByLabel(field).focus()
      await expect(save).toBeInViewport()
      await expect(preview).toBeInViewport()
    }
    // The keyboard goes down the form from its first field: no part of one it reaches is under
    // the bar (WCAG 2.4.11, 2.4.12; a tall textarea was left partly under it), and the bar's
    // own buttons come last.
    await page.evaluate(() => window.scrollTo(0, 0))
    await shown(page).getByLabel('Title').focus()
    const reached: string[] = []
    for (let step = 0; step < 400; step++) {
      await page.keyboard.press('Tab')
      // Once the page has scrolled to the field (the browser, then the form: two frames).
      const focused = await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
        const element = document.activeElement as HTMLElement
        const bar = [...document.querySelectorAll('.admin-form > .admin-actions')].find(
          (actions) => actions.getClientRects().length,
        )!
        const { top, bottom } = element.getBoundingClientRect()
        return {
          name: `${element.tagName} ${element.id || element.textContent?.slice(0, 30)}`,
          inBar: bar.contains(element),
          top,
          bottom,
          barTop: bar.getBoundingClientRect().top,
        }
      })
      if (focused.inBar) break
      reached.push(focused.name)
      expect(focused.bottom, `${focused.name} is under the bar`).toBeLessThanOrEqual(focused.barTop)
    }
    expect(reached.length).toBeGreaterThan(20)
    await expect(save).toBeFocused()
    // Saved from the keyboard, from the bar.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/')),
      page.keyboard.press('Enter'),
    ])
    await expect(shown(page).getByText('Saved.')).toBeVisible()
  })

  test('63 MB of pictures are refused beside the field before anything is sent, and the form is kept', async ({
    page,
  }) => {
    await openOwnEvent(page)
    const title = unique('Big Pictures Event')
    await shown(page).getByLabel('Title').fill(title)
    // Files on disk: Playwright hands over at most 50 MB of buffers.
    const folder = mkdtempSync(join(tmpdir(), 'e2e-large-pictures-'))
    const photos = ['harbour.jpg', 'market.jpg', 'pier.jpg'].map((name) => {
      const path = join(folder, name)
      writeFileSync(path, Buffer.alloc(21 * 1024 * 1024, 0xff))
      return path
    })
    const input = shown(page).getByLabel('Add pictures')
    await input.setInputFiles(photos)
    const message = shown(page).getByText('Nothing was added: pictures can be up to 10 MB each')
    try {
      // On disk until refused: the field reads each chosen file when it tries to scale it.
      await expect(message).toBeVisible()
    } finally {
      rmSync(folder, { recursive: true })
    }
    await expect(message).toContainText('harbour.jpg (21.0 MB), market.jpg (21.0 MB), pier.jpg')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0)
    await expect(shown(page).getByLabel('Title')).toHaveValue(title)

    // The rest of the form still saves.
    await save(page, 'Save changes')
    await expect(shown(page).getByText('Saved.')).toBeVisible()
    await expect(shown(page).getByRole('heading', { level: 1 })).toHaveText(title)
  })
})

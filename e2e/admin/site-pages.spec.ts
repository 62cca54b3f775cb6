import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn, unique, withFirestore } from './editors'
import { fieldError, fillUntilHeld, save, saved, shown } from './forms'

// The site's pages are one document each at a fixed id, shared by the whole site: the e2e
// fixtures seed none, so the public specs see the defaults (lib/pages/defaults.mjs) and this
// spec's first save of a page creates its document. Serial: its tests share those pages.
test.describe.configure({ mode: 'serial' })

const html = (request: APIRequestContext, path: string) =>
  request.get(path).then((response) => response.text())

/** Polls the public page until it shows `text`, at most 5 s, and prints how long it took. */
async function liveWithin5s(request: APIRequestContext, path: string, text: string, what: string) {
  const started = Date.now()
  await expect.poll(() => html(request, path), { timeout: 5_000 }).toContain(text)
  console.log(`[admin] ${what} → live on ${path}: ${(Date.now() - started) / 1000} s`)
}

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** Sends the form's changes to a preview and opens it, as the editor does: the preview's tab. */
async function openUnsavedPreview(page: Page, path: string): Promise<Page> {
  await save(page, 'Preview changes')
  const open = page.getByRole('link', { name: 'Open the preview in a new tab' })
  await expect(open).toBeFocused()
  const [preview] = await Promise.all([page.waitForEvent('popup'), open.click()])
  await preview.waitForLoadState()
  expect(new URL(preview.url()).pathname).toBe(path)
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
    'Preview of unsaved changes.',
  )
  return preview
}

test('an editor previews, saves and restores the home page’s welcome text, each live within 5 s', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = await newAccount('editor')
  await signIn(page, editor, '/admin/pages')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages')
  // A fixed set: nothing to add.
  await expect(page.getByRole('link', { name: /^Add/ })).toHaveCount(0)
  await axeAtBothWidths(page)
  await page.getByRole('link', { name: 'Home page', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home page')
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await axeAtBothWidths(page)

  const welcome = page.getByRole('textbox', { name: 'Welcome text', exact: true })
  // The built-in text until the first save (a retry finds what the first attempt saved).
  if (!test.info().retry) {
    await expect(welcome).toContainText('We put arts and culture in the hands of local people')
  }

  // A preview of unsaved changes: only the editor sees it, and nothing is saved.
  const previewed = unique('Welcome to a preview of the new welcome')
  await welcome.fill(previewed)
  const preview = await openUnsavedPreview(page, '/')
  await expect(preview.getByRole('main')).toContainText(previewed)
  await expectNoAxeViolations(preview)
  await preview.close()
  expect(await html(request, '/')).not.toContain(previewed)

  // The first save creates the page's document; the second changes it.
  const first = unique('Welcome, neighbours: the first new welcome')
  await welcome.fill(first)
  await saved(page, 'Save changes')
  await liveWithin5s(request, '/', first, 'a new home welcome (the first save)')

  const second = unique('Welcome back: the second new welcome')
  await page.getByRole('textbox', { name: 'Welcome text', exact: true }).fill(second)
  await saved(page, 'Save changes')
  await liveWithin5s(request, '/', second, 'a changed home welcome')
  expect(await html(request, '/')).not.toContain(first)

  const history = page.getByRole('table', { name: 'Changes, newest first' })
  await expect(history.getByRole('row').nth(1)).toContainText('Edited: Welcome text')
  await expect(history.getByRole('row').nth(1)).toContainText(editor.email)
  await history.getByRole('row').nth(2).getByRole('link').click()
  await expect(page.getByRole('definition').filter({ hasText: first }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await expect(page).toHaveURL(/\/admin\/pages\/home\?restored=1$/)
  await liveWithin5s(request, '/', first, 'a restored home welcome')
  expect(await html(request, '/')).not.toContain(second)
  await expect(history.getByRole('row').nth(1)).toContainText('Restored an earlier version')
})

test('an editor adds the contact page’s postal address; a wrong link is refused beside its field', async ({
  page,
  request,
}) => {
  await signIn(page, await newAccount('editor'), '/admin/pages/contact')
  await axeAtBothWidths(page)
  const street = unique('1 Albert Road')
  await shown(page).getByLabel('Postal address').fill(`${street}\nMiddlesbrough\nTS1 1AA`)
  await saved(page, 'Save changes')
  await liveWithin5s(request, '/contact', street, 'a contact address')
  await expect(page.request.get('/contact').then((r) => r.text())).resolves.toContain(
    'will reply within five working days',
  )

  await page.goto('/admin/pages/home')
  const banner = page.getByRole('group', { name: 'The awards banner' })
  await banner.getByLabel('Link', { exact: true }).fill('//elsewhere.example/')
  await save(page, 'Save changes')
  await expect(fieldError(page, 'a path on this site')).toBeVisible()
})

test('an editor changes a partner’s logo and moves the partner down; the about page follows within 5 s', async ({
  page,
  request,
}) => {
  await signIn(page, await newAccount('editor'), '/admin/pages/about')
  await axeAtBothWidths(page)
  const partners = page.getByRole('group', { name: 'Partners', exact: true })
  const first = partners.getByRole('group', { name: 'Partner 1', exact: true })
  await expect(first.getByLabel('Name')).toHaveValue('Libraries Network Teesside')

  // A row added and left empty is refused (a partner needs a logo), then removed.
  await partners.getByRole('button', { name: 'Add a partner' }).click()
  await expect(partners.getByRole('group', { name: 'Partner 4', exact: true })).toBeVisible()
  await save(page, 'Save changes')
  await expect(fieldError(page, 'Expected a picture')).toBeVisible()
  await page.getByRole('button', { name: 'Remove partner 4' }).click()
  await expect(partners.getByRole('group', { name: 'Partner 4', exact: true })).toHaveCount(0)

  const logo = await sharp({
    create: { width: 240, height: 96, channels: 3, background: '#1d6e5b' },
  })
    .png()
    .toBuffer()
  await partners
    .getByRole('group', { name: 'Partner 1', exact: true })
    .getByLabel('A new logo')
    .setInputFiles({ name: 'libraries.png', mimeType: 'image/png', buffer: logo })
  const described = unique('Libraries in both areas, now with a new logo')
  await partners
    .getByRole('group', { name: 'Partner 1', exact: true })
    .getByLabel('About them')
    .fill(described)
  await page.getByRole('button', { name: 'Move partner 1 down' }).click()
  // The row moves with what was typed and chosen in it.
  const moved = partners.getByRole('group', { name: 'Partner 2', exact: true })
  await expect(moved.getByLabel('Name')).toHaveValue('Libraries Network Teesside')
  await expect(moved.getByLabel('About them')).toHaveValue(described)
  await expect(
    page.getByRole('status').filter({ hasText: 'Partner 1 is now partner 2.' }),
  ).toHaveCount(1)
  await saved(page, 'Save changes')

  const stored = await withFirestore((db) => db.collection('pages').doc('about').get())
  const storedPartners = stored.get('partners') as { name: string; logo: string }[]
  expect(storedPartners.map((partner) => partner.name).slice(0, 2)).toEqual([
    'South Bank Youth Theatre',
    'Libraries Network Teesside',
  ])
  expect(storedPartners[1]?.logo).toMatch(/^\/uploads\/.+\.png$/)
  expect(stored.get('partners')[1]?.description).toBe(described)
  await liveWithin5s(request, '/about', storedPartners[1]!.logo, 'a partner’s new logo')
  const about = await html(request, '/about')
  expect(about.indexOf('South Bank Youth Theatre')).toBeLessThan(
    about.indexOf('Libraries Network Teesside'),
  )
  await expect(
    page.getByRole('group', { name: 'Partner 2', exact: true }).getByRole('img', {
      name: 'Logo now',
    }),
  ).toBeVisible()
  await axeAtBothWidths(page)
})

test('every page’s form opens with its text, and has no axe violations at 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page, await newAccount('editor'))
  const forms = [
    ['get-involved', 'Get Involved', 'Apply button', 'Apply by e-mail'],
    ['terms', 'Terms and Conditions', 'Effective from', 'Effective from 1 May 2023.'],
    ['content', 'Content', 'Introduction', 'We’re gathering films'],
    ['opportunities', 'Opportunities', 'Introduction', 'Open calls for artists'],
    ['awards', 'Creative Community Awards', 'Introduction', 'Awards for community-led'],
    ['footer', 'Footer', 'Small print', 'Creative Communities is part of'],
  ] as const
  for (const [id, heading, label, text] of forms) {
    await page.goto(`/admin/pages/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(shown(page).getByLabel(label, { exact: true }).first()).toHaveValue(
      new RegExp(`^${text.replace(/[.]/g, '\\.')}`),
    )
    await axeAtBothWidths(page)
  }
  // The footer's lists: a social link per network, and the funders with their logos.
  await expect(page.getByRole('group', { name: /^Social link \d$/ })).toHaveCount(4)
  await expect(page.getByRole('group', { name: /^Funder \d$/ })).toHaveCount(2)
})

test('an editor previews unsaved changes to the footer on the home page; nobody else sees them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signIn(page, await newAccount('editor'), '/admin/pages/footer')
  const note = shown(page).getByLabel('Small print', { exact: true }).first()
  const previewed = unique('A preview of new small print')
  await fillUntilHeld(note, previewed)
  // The footer has no page of its own: the preview opens the home page at the footer.
  const preview = await openUnsavedPreview(page, '/')
  await expect(preview.getByRole('contentinfo')).toContainText(previewed)
  await expect(preview.getByRole('contentinfo')).not.toContainText(
    'Creative Communities is part of',
  )
  await expect(preview.getByRole('contentinfo')).toBeInViewport()
  // Only the footer is previewed: the page's own text is what is published.
  await expect(preview.getByRole('main')).not.toContainText(previewed)
  await expectNoAxeViolations(preview)
  // Another page the editor opens during the preview shows the same footer.
  await preview.goto('/contact')
  await expect(preview.getByRole('contentinfo')).toContainText(previewed)
  await preview.close()
  // Not saved, so nobody else sees it, and the form still holds it.
  for (const path of ['/', '/contact']) expect(await html(request, path)).not.toContain(previewed)
  await expect(note).toHaveValue(previewed)
})

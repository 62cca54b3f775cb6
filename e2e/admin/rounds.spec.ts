import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { ROUNDS_FIXTURES as F } from '../fixtures/rounds.mjs'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn, unique, withFirestore } from './editors'
import { fieldError, openId, save, shown, tickPublished } from './forms'

const download = (name: string) => readFileSync(join(process.cwd(), 'public', 'downloads', name))
const PDF = download('creative-community-awards-application-form.pdf')
const DOCX = download('creative-community-awards-guidelines.docx')
const AWARDS = '/creative-communities-awards'

/**
 * 12 April next year, 10am in London: always British Summer Time, so the form's wall-clock
 * time is an hour ahead of UTC (09:00Z), and the page says it back as 10am.
 */
const YEAR = new Date().getUTCFullYear() + 1
const OPENS = { day: `${YEAR}-04-12`, time: '10:00', at: new Date(Date.UTC(YEAR, 3, 12, 9, 0)) }
const CLOSES = { day: `${YEAR}-05-24`, time: '12:00' }
const NAME = 'Rounds spec round'
const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })

/**
 * A retry starts without the round its failed attempt added: two rounds opening at the same
 * minute would leave the one the awards page shows to chance.
 */
async function removeEarlierAttempts() {
  await withFirestore(async (db) => {
    const rounds = await db.collection('awardRounds').get()
    const earlier = rounds.docs.filter((doc) => String(doc.get('name')).startsWith(NAME))
    await Promise.all(earlier.map((doc) => doc.ref.delete()))
  })
}

/** Types into a rich text field as an editor does ('### ' makes a subheading). */
async function typeInto(page: Page, label: string, lines: string[]) {
  await shown(page).getByRole('textbox', { name: label, exact: true }).click()
  for (const [index, line] of lines.entries()) {
    if (index) await page.keyboard.press('Enter')
    await page.keyboard.type(line)
  }
}

test('an editor opens a new round with its documents; the awards page opens at its minute', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  if (test.info().retry) await removeEarlierAttempts()
  await signIn(page, await newAccount('editor'), '/admin/rounds/new')
  await expectNoAxeViolations(page)
  const name = unique(NAME)
  await shown(page).getByLabel('Name', { exact: true }).fill(name)
  await shown(page).getByLabel('Opens on').fill(OPENS.day)
  await shown(page).getByLabel('Opens at').fill(OPENS.time)
  await shown(page).getByLabel('Closes on').fill(CLOSES.day)
  await shown(page).getByLabel('Closes at').fill(CLOSES.time)
  await shown(page).getByLabel('Number of awards (optional)').fill('12')
  await shown(page).getByLabel('Name of kind 1').fill('Neighbourhood awards')
  await shown(page).getByLabel('Up to (£), kind 1').fill('£7,500')
  await typeInto(page, 'Who can apply', ['Groups of neighbours in the spec’s streets.'])
  await typeInto(page, 'Questions and answers', [
    '### Can two groups apply together?',
    'Yes, with one lead applicant.',
    '### Is there a spec question?',
    'There is.',
  ])
  await tickPublished(page)
  // A PDF and a text file calling itself one: the PDF is kept, the other refused beside the
  // field, and nothing typed is lost.
  await shown(page)
    .getByLabel('Add documents')
    .setInputFiles([
      { name: 'Application form.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'budget.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') },
    ])
  await save(page, 'Add the round')
  await expect(fieldError(page, 'budget.pdf is not a Word (.docx) or PDF document')).toBeVisible()
  await expect(shown(page).getByLabel('Name', { exact: true })).toHaveValue(name)
  await expect(shown(page).getByLabel('Up to (£), kind 1')).toHaveValue('£7,500')
  await expect(shown(page).getByLabel(/^Title of document 1 \(PDF, \d+ KB\)/)).toHaveValue(
    'Application form',
  )
  await expectNoAxeViolations(page)

  await shown(page).getByLabel('Add documents').setInputFiles({
    name: 'guidelines.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: DOCX,
  })
  await tickPublished(page)
  await shown(page).getByRole('button', { name: 'Add the round' }).click()
  await expect(shown(page).getByText('Saved.', { exact: false }).first()).toBeVisible()
  const started = Date.now()
  const id = openId(page)

  // Stored as the instants London's clock gives, and live within 5 s.
  const stored = await withFirestore((db) => db.collection('awardRounds').doc(id).get())
  expect(stored.get('opensAt').toDate().toISOString()).toBe(OPENS.at.toISOString())
  expect(stored.get('documents').map((d: { type: string }) => d.type)).toEqual(['pdf', 'docx'])
  await expect
    .poll(async () => (await request.get(AWARDS)).text(), { timeout: 5_000 })
    .toContain(name)
  console.log(`[admin] round → the awards page: ${(Date.now() - started) / 1000} s`)
  // The about page's awards block shows the current round's kinds of award, this one's now.
  await expect
    .poll(async () => (await request.get('/about')).text(), { timeout: 5_000 })
    .toContain('Neighbourhood awards')

  await page.goto('/admin/rounds')
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  // The visitor's clock, stopped a minute before the opening (so the time the checks take does
  // not count): not open yet, then open at the minute.
  await page.clock.install({ time: new Date(OPENS.at.getTime() - 120_000) })
  await page.goto(AWARDS)
  await page.clock.pauseAt(new Date(OPENS.at.getTime() - 60_000))
  const main = page.getByRole('main')
  const apply = main.getByRole('link', { name: 'E-mail your application' })
  await expect(
    main.getByText(
      `The ${name} opens for applications at 10am on ${weekday(OPENS.day)} 12 April ${YEAR}`,
      {
        exact: false,
      },
    ),
  ).toBeVisible()
  await expect(apply).toHaveCount(0)
  // The 2025 round is now a past round.
  await expect(
    page.getByRole('region', { name: 'Past rounds' }).getByText(F.round2025.name),
  ).toBeVisible()
  await page.clock.fastForward('00:59')
  await expect(apply).toHaveCount(0)
  await page.clock.fastForward('00:01')
  await expect(main.getByText('Applications are open until', { exact: false })).toBeVisible()
  await expect(apply).toBeVisible()
  // The clock runs again: axe waits on timers.
  await page.clock.resume()
  await expect(
    main.getByText(`12 noon on ${weekday(CLOSES.day)} 24 May ${YEAR}`).first(),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Is there a spec question?' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Its documents, each served with its type and as an attachment with a clean name.
  const downloads = page.getByRole('region', { name: 'Downloads' })
  const pdfLink = downloads.getByRole('link', { name: 'Application form (PDF)' })
  await expect(downloads.getByRole('link', { name: 'Guidelines (Word)' })).toBeVisible()
  const response = await request.get((await pdfLink.getAttribute('href'))!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename="application-form.pdf"',
  )
  expect((await response.body()).equals(PDF)).toBe(true)

  // The home page's banner follows the round.
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Funding for community-led arts projects' })
  await expect(banner).toContainText('Applications are open until')
})

test('an unpublished round never shows', async ({ request }) => {
  const html = await (await request.get(AWARDS)).text()
  expect(html).not.toContain(F.hidden.name)
})

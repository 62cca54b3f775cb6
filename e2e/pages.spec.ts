import { expect, test, type Locator, type Page } from '@playwright/test'
import { PAGES_FIXTURES as F } from './fixtures/pages.mjs'
import { expectNoAxeViolations } from './support/axe'

const DOWNLOADS: [string, string][] = [
  ['/downloads/creative-community-awards-guidelines.pdf', 'application/pdf'],
  [
    '/downloads/creative-community-awards-guidelines.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['/downloads/creative-community-awards-application-form.pdf', 'application/pdf'],
  [
    '/downloads/creative-community-awards-application-form.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['/downloads/creative-communities-survey.pdf', 'application/pdf'],
  [
    '/downloads/south-bank-mural-expression-of-interest.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
]

async function controlledPanel(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

async function panelHeight(panel: Locator): Promise<number> {
  return (await panel.boundingBox())?.height ?? -1
}

test.describe('the awards page', () => {
  test('states the rules and figures', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    const main = page.getByRole('main')
    for (const text of [
      '12 noon on Monday 24 February 2025',
      'Late applications will be disregarded',
      'one lead applicant',
      'Collective Radical Reimagination',
      '£6,000',
      '£15,000',
      '£10,000',
      '18 in total',
      '31 March 2025',
      // The programme's section, which no longer dates the funding (migration 0005 keeps the
      // old words for a programme upgrading with the pages unsaved).
      'future rounds and the programme’s funding',
      'South Bank & Grangetown',
    ]) {
      await expect(main.getByText(text).first(), text).toBeVisible()
    }
  })

  test('has 15 questions, collapsed at first, each toggled by mouse', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    const section = page.getByRole('region', { name: 'Questions and answers' })
    const buttons = section.getByRole('button')
    await expect(buttons).toHaveCount(15)
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    }
    const first = buttons.nth(0)
    const panel = await controlledPanel(page, first)
    await expect(panel.getByRole('paragraph').first()).toBeHidden()
    expect(await panelHeight(panel)).toBe(0)

    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('paragraph').first()).toBeVisible()
    await expect.poll(() => panelHeight(panel)).toBeGreaterThan(10)
    // Opening one leaves the others as they were.
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false')

    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.getByRole('paragraph').first()).toBeHidden()
  })

  test('toggles a question with Enter and with Space', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    const button = page.getByRole('button', { name: 'What is the deadline?' })
    const panel = await controlledPanel(page, button)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toContainText('Late applications will be disregarded')
    await expect(panel.getByRole('paragraph').first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.getByRole('paragraph').first()).toBeHidden()
  })

  test('a collapsed answer cannot be reached with Tab', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    const button = page.getByRole('button', { name: 'Why do you ask for one lead applicant?' })
    await button.focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'How do I apply?' })).toBeFocused()
    await button.click()
    await button.focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toBeFocused()
  })

  test('offers the guidelines and form in Word and PDF, with type and size', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    const downloads = page.getByRole('region', { name: 'Downloads' })
    for (const [name, type] of [
      ['Guidelines (Word)', 'Word'],
      ['Guidelines (PDF)', 'PDF'],
      ['Application form (Word)', 'Word'],
      ['Application form (PDF)', 'PDF'],
    ]) {
      const link = downloads.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', /^\/downloads\/creative-community-awards-/)
      await expect(link.locator('xpath=..')).toContainText(new RegExp(`${type}, \\d+ KB`))
    }
  })

  for (const [path, type] of DOWNLOADS) {
    test(`${path} answers 200 as ${type.split('.').pop()}`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe(type)
      const body = await response.body()
      expect(body.subarray(0, 4).toString('latin1')).toBe(
        path.endsWith('.pdf') ? '%PDF' : 'PK\u0003\u0004',
      )
    })
  }

  test('the size shown is the size served', async ({ page, request }) => {
    await page.goto('/creative-communities-awards')
    const link = page.getByRole('link', { name: 'Guidelines (PDF)' })
    const shown = (await link.locator('xpath=..').textContent()) ?? ''
    const kb = Number(/(\d+) KB/.exec(shown)?.[1])
    const bytes = (await (await request.get((await link.getAttribute('href')) ?? '')).body()).length
    expect(kb).toBe(Math.round(bytes / 1024))
  })

  test('is open before the deadline and closes by itself at 12 noon', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-02-24T11:58:00Z') })
    await page.goto('/creative-communities-awards')
    const main = page.getByRole('main')
    const apply = main.getByRole('link', { name: 'E-mail your application' })
    await expect(
      main.getByText('Applications are open until 12 noon on Monday 24 February 2025.'),
    ).toBeVisible()
    await expect(apply).toBeVisible()
    await expect(main.locator('dd').first()).toHaveText('12 noon on Monday 24 February 2025')

    await page.clock.fastForward('02:01')
    await expect(
      main.getByText('The 2025 round closed at 12 noon on Monday 24 February 2025.', {
        exact: false,
      }),
    ).toBeVisible()
    await expect(main.getByText('Applications are open until')).toHaveCount(0)
    await expect(apply).toHaveCount(0)
    await expect(main.locator('dd').first()).toHaveText(
      'Closed at 12 noon on Monday 24 February 2025',
    )
    await expect(main.getByText('This round is closed')).toBeVisible()
  })

  test('is closed after the deadline, in the server HTML too', async ({ page, request }) => {
    const html = await (await request.get('/creative-communities-awards')).text()
    expect(html).toContain('data-round="closed"')
    expect(html).not.toContain('data-round="open"')

    await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') })
    await page.goto('/creative-communities-awards')
    const main = page.getByRole('main')
    await expect(main.getByText('The 2025 round closed at', { exact: false })).toBeVisible()
    await expect(main.getByRole('link', { name: 'E-mail your application' })).toHaveCount(0)
    // The rules and figures stay as the record of the round.
    await expect(main.getByText('Late applications will be disregarded').first()).toBeVisible()
  })

  test('the application button opens an e-mail with a subject line', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-02-01T10:00:00Z') })
    await page.goto('/creative-communities-awards')
    const href = await page
      .getByRole('link', { name: 'E-mail your application' })
      .getAttribute('href')
    expect(new URL(href ?? '').searchParams.get('subject')).toBe(
      'Creative Community Awards application',
    )
  })
})

test.describe('the about page', () => {
  test('lists the team in `ordering` order, with a photo or initials', async ({ page }) => {
    await page.goto('/about')
    const team = page.getByRole('region', { name: 'Our team' })
    const names = await team.getByRole('heading', { level: 3 }).allTextContents()
    const ours = names.filter((name) => F.staff.includes(name))
    expect(ours).toEqual(F.staff)
    const ben = team.getByRole('listitem').filter({ hasText: F.staff[0] })
    await expect(ben.locator('img')).toHaveCount(1)
    await expect(ben).toContainText('Fixture Director')
    const zara = team.getByRole('listitem').filter({ hasText: F.staff[2] })
    await expect(zara.locator('img')).toHaveCount(0)
    await expect(zara).toContainText('PQ') // Pages … Quinn: first and last names' initials
  })

  test('lists consortium members and partners with their logos', async ({ page, request }) => {
    await page.goto('/about')
    const consortium = page.getByRole('region', { name: 'Consortium members' })
    await expect(consortium.getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(
      page.getByRole('region', { name: 'Partners' }).getByRole('heading'),
    ).not.toHaveCount(0)
    const logos = page.getByRole('region', { name: 'Working together' }).getByRole('img')
    await expect(logos).toHaveCount(7)
    for (const logo of await logos.all()) {
      const src = (await logo.getAttribute('src')) ?? ''
      const response = await request.get(src)
      expect(response.status(), src).toBe(200)
      expect(response.headers()['content-type'], src).toMatch(/^image\/svg\+xml/)
    }
  })

  test('the collapsible section hides at zero height and its arrow turns', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'How Creative Communities works' })
    const panel = await controlledPanel(page, button)
    const arrow = button.locator('svg')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(arrow).toHaveAttribute('data-direction', 'right')
    expect(await panelHeight(panel)).toBe(0)
    await expect(panel.getByRole('link', { name: 'Cultural Collaborators' })).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(arrow).toHaveAttribute('data-direction', 'down')
    await expect.poll(() => panelHeight(panel)).toBeGreaterThan(50)
    await expect(panel.getByRole('link', { name: 'Cultural Collaborators' })).toBeVisible()
    // The arrow is drawn pointing right and turned a quarter to point down.
    await expect
      .poll(() => arrow.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^matrix\([-\d.e]+, 1, -1, [-\d.e]+, 0, 0\)$/)

    await button.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(arrow).toHaveAttribute('data-direction', 'right')
    await button.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('responsive layout', () => {
  // The about heading area's and the awards grid's columns at 375 and 1280 px are layout steps
  // of the sweep (e2e/sweep.spec.ts), on its visits of those pages.
  test('the padding shrinks below 768 px', async ({ page }) => {
    const padding = async (width: number) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/about')
      return page
        .locator('[data-layout="about-heading"]')
        .evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft))
    }
    expect(await padding(375)).toBeLessThan(await padding(1280))
  })
})

test.describe("the programme's own pages", () => {
  test('Get Involved recruits volunteers with an e-mail application', async ({ page }) => {
    await page.goto('/get-involved')
    const main = page.getByRole('main')
    await expect(main).toContainText('Cultural Collaborators')
    await expect(main).toContainText(/volunteer/i)
    await expect(main).toContainText(/expenses are reimbursed/i)
    const href = await main.getByRole('link', { name: 'Apply by e-mail' }).getAttribute('href')
    const url = new URL(href ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.searchParams.get('subject')).toBe('Cultural Collaborator application')
    expect(url.searchParams.get('body')).toMatch(/few sentences/)
  })

  test('Contact offers e-mail', async ({ page }) => {
    await page.goto('/contact')
    const href = await page.getByRole('main').getByRole('link', { name: /@/ }).getAttribute('href')
    expect(href).toMatch(/^mailto:[^?]+@/)
  })

  test('Terms are effective May 2023 under the law of England', async ({ page }) => {
    await page.goto('/terms')
    const main = page.getByRole('main')
    await expect(main).toContainText('May 2023')
    await expect(main).toContainText('law of England')
  })

  for (const path of ['/content', '/opportunities']) {
    test(`${path} is a helpful placeholder with working links`, async ({ page, request }) => {
      await page.goto(path)
      const links = page.getByRole('main').getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(3)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        if (href?.startsWith('/')) expect((await request.get(href)).status(), href).toBe(200)
      }
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every awards answer and the about section are readable', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    await expect(
      page.getByText('Late applications will be disregarded, so leave time'),
    ).toBeVisible()
    const section = page.getByRole('region', { name: 'Questions and answers' })
    await expect(section.getByRole('paragraph').last()).toBeVisible()
    await page.goto('/about')
    await expect(page.getByRole('link', { name: 'Cultural Collaborators' })).toBeVisible()
  })
})

// Every page's axe check is in e2e/site.spec.ts; here, the awards page with its answers open.
test.describe('accessibility of the programme pages', () => {
  test('axe is also clean with every awards answer open', async ({ page }) => {
    await page.goto('/creative-communities-awards')
    for (const button of await page
      .getByRole('region', { name: 'Questions and answers' })
      .getByRole('button')
      .all()) {
      await button.click()
    }
    await expectNoAxeViolations(page)
  })
})

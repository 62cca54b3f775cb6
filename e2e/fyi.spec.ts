import { expect, test, type Page } from '@playwright/test'
import { PAGES_FIXTURES as F } from './fixtures/pages.mjs'
import { expectNoAxeViolations } from './support/axe'

const LETTER_PROMPT = '( Select a letter above )'
const CATEGORY_PROMPT = '( Select a category above )'

const letterNav = (page: Page) => page.getByRole('navigation', { name: 'Dictionary letters' })
const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Question categories' })

// Next keeps the previous page mounted but hidden after a client-side navigation, so text
// checks after a click look at visible elements only.
const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true })

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('the FYI screen', () => {
  test('shows both prompts and only the letters present in the data', async ({ page }) => {
    await page.goto('/fyi')
    await expect(visibleText(page, LETTER_PROMPT)).toBeVisible()
    await expect(visibleText(page, CATEGORY_PROMPT)).toBeVisible()
    const letters = letterNav(page)
    for (const letter of ['K', 'Q', 'Z']) {
      await expect(letters.getByRole('link', { name: letter, exact: true })).toHaveAttribute(
        'href',
        `/fyi/dictionary/${letter.toLowerCase()}`,
      )
    }
    await expect(
      letters.getByRole('link', { name: F.absentLetter.toUpperCase(), exact: true }),
    ).toHaveCount(0)
    await expect(letters.locator('[aria-current]')).toHaveCount(0)
    await expect(categoryNav(page).getByRole('link', { name: F.punctuatedCategory })).toBeVisible()
  })

  test('a letter lists its words A to Z with type and description, marked as current', async ({
    page,
  }) => {
    await page.goto('/fyi')
    await letterNav(page).getByRole('link', { name: 'Q', exact: true }).click()
    await expect(page).toHaveURL(/\/fyi\/dictionary\/q$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dictionary: Q')
    await expect(page).toHaveTitle(/^Dictionary: Q \|/)
    await expect(letterNav(page).getByRole('link', { name: 'Q', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(letterNav(page).getByRole('link', { name: 'Z', exact: true })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    )
    await expect(page.locator('dl dt dfn').filter({ visible: true })).toHaveText(F.qWords)
    const quorum = page.locator('dl > div').filter({ hasText: 'Quorum' })
    await expect(quorum.locator('dt')).toContainText('noun')
    await expect(quorum.locator('dd')).toHaveText(/smallest number of members/)
    await expect(visibleText(page, LETTER_PROMPT)).toHaveCount(0)
    await expect(visibleText(page, CATEGORY_PROMPT)).toBeVisible()
  })

  test('a letter stored in lower case is listed under its capital', async ({ page }) => {
    const response = await page.goto('/fyi/dictionary/k')
    expect(response?.status()).toBe(200)
    await expect(page.locator('dl dt dfn')).toHaveText([F.kWord])
  })

  test('an upper-case letter redirects permanently to the lower-case URL', async ({
    page,
    request,
  }) => {
    const response = await request.get('/fyi/dictionary/Q', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toMatch(/\/fyi\/dictionary\/q$/)
    await page.goto('/fyi/dictionary/Q')
    await expect(page).toHaveURL(/\/fyi\/dictionary\/q$/)
  })

  test('a letter with no entries, or a segment that is not a letter, is a 404', async ({
    request,
  }) => {
    for (const path of [
      `/fyi/dictionary/${F.absentLetter}`,
      '/fyi/dictionary/1',
      '/fyi/dictionary/qq',
      '/fyi/dictionary/%C3%A9',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
    }
    // Any upper-case letter is first made canonical (lower case), where the 404 is answered.
    const upper = await request.get(`/fyi/dictionary/${F.absentLetter.toUpperCase()}`)
    expect(upper.status()).toBe(404)
    expect(new URL(upper.url()).pathname).toBe(`/fyi/dictionary/${F.absentLetter}`)
  })

  test('“Suggest a word” opens an e-mail with a subject line', async ({ page }) => {
    await page.goto('/fyi/dictionary/q')
    const href = await page.getByRole('link', { name: 'Suggest a word' }).getAttribute('href')
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/)
    expect(new URL(href ?? '').searchParams.get('subject')).toBe(
      'Suggest a word for the dictionary',
    )
  })

  test('dictionary pages carry DefinedTermSet structured data', async ({ page }) => {
    await page.goto('/fyi/dictionary/q')
    const [data] = await jsonLd(page)
    expect(data?.['@type']).toBe('DefinedTermSet')
    const terms = data?.hasDefinedTerm as { name: string; url: string }[]
    expect(terms.map((t) => t.name)).toEqual(F.qWords)
    expect(terms[0]?.url).toMatch(/\/fyi\/dictionary\/q#term-quango$/)
    await expect(page.locator('#term-quango')).toContainText('Quango')
  })
})

test.describe('the FAQ', () => {
  test('a category with spaces, an ampersand and punctuation round-trips through the URL', async ({
    page,
  }) => {
    await page.goto('/fyi')
    await categoryNav(page).getByRole('link', { name: F.punctuatedCategory }).click()
    await expect(page).toHaveURL(
      new RegExp(
        `/fyi/questions/${encodeURIComponent(F.punctuatedCategory).replace(/[()?]/g, '\\$&')}$`,
      ),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Questions: ${F.punctuatedCategory}`,
    )
    await expect(
      categoryNav(page).getByRole('link', { name: F.punctuatedCategory }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3 }).filter({ visible: true }),
    ).toHaveText(F.punctuatedQuestions)
    await expect(page.getByText('paid by bank transfer only')).toBeVisible()
    await expect(visibleText(page, LETTER_PROMPT)).toBeVisible()
    await expect(visibleText(page, CATEGORY_PROMPT)).toHaveCount(0)
  })

  test('on a phone, the chosen section comes first', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const top = async (name: string) =>
      (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())?.y ?? -1

    await page.goto(`/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`)
    expect(await top('Questions')).toBeLessThan(await top('Dictionary'))
    // The first answer's question is on the first screen, not below the dictionary.
    const first = page.getByRole('main').getByRole('heading', { level: 3 }).first()
    expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(800)

    await page.goto('/fyi/dictionary/q')
    expect(await top('Dictionary')).toBeLessThan(await top('Questions'))
  })

  test('a category with a percent sign works too', async ({ page }) => {
    await page.goto('/fyi')
    await categoryNav(page).getByRole('link', { name: F.percentCategory }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Questions: ${F.percentCategory}`,
    )
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3 }).filter({ visible: true }),
    ).toHaveText([F.percentQuestion])
  })

  test('an unknown category is a 404', async ({ request }) => {
    for (const path of [
      '/fyi/questions/No%20such%20category',
      `/fyi/questions/${encodeURIComponent(F.punctuatedCategory.toUpperCase())}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('“Ask a question” and the invitation lead to /contact', async ({ page }) => {
    await page.goto(`/fyi/questions/${encodeURIComponent(F.percentCategory)}`)
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await page.getByRole('link', { name: 'Ask a question' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  })

  test('FAQ pages carry FAQPage structured data', async ({ page }) => {
    await page.goto(`/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`)
    const [data] = await jsonLd(page)
    expect(data?.['@type']).toBe('FAQPage')
    const questions = data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(questions.map((q) => q.name)).toEqual(F.punctuatedQuestions)
    expect(questions[1]?.acceptedAnswer.text).toBe('No: awards are paid by bank transfer only.')
  })

  test("an answer's HTML is sent once, beside Next's own copy of the page", async ({ request }) => {
    const path = `/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`
    const html = await (await request.get(path)).text()
    const count = (text: string) => html.split(text).length - 1
    // In the markup once; the structured data holds its text only.
    expect(count('<p>No: awards are paid by bank transfer only.</p>')).toBe(1)
    // And once in the payload React hydrates from (escaped there), which no App Router page
    // can leave out.
    expect(count('\\u003cp\\u003eNo: awards are paid by bank transfer only.')).toBe(1)
  })
})

test.describe('FYI accessibility', () => {
  for (const path of [
    '/fyi/dictionary/q',
    `/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`,
  ]) {
    test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})

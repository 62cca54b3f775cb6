import { expect, test } from '@playwright/test'
import { PAGES_FIXTURES as F } from '../fixtures/pages.mjs'
import { getHtml, type Html } from '../support/html'

// Moved from e2e/fyi.spec.ts (docs/testing.md): the same checks on the server's HTML. Where the
// browser test clicked a link, this one reads its href and requests it.

const LETTER_PROMPT = '( Select a letter above )'
const CATEGORY_PROMPT = '( Select a category above )'

const letterNav = (html: Html) => html.named('nav', 'Dictionary letters')
const categoryNav = (html: Html) => html.named('nav', 'Question categories')
/** How many elements hold exactly this text (a prompt shown or not). */
const shown = (html: Html, text: string) => html.texts('p').filter((t) => t === text).length

test.describe('the FYI screen', () => {
  test('shows both prompts and only the letters present in the data', async ({ request }) => {
    const html = await getHtml(request, '/fyi')
    expect(shown(html, LETTER_PROMPT)).toBe(1)
    expect(shown(html, CATEGORY_PROMPT)).toBe(1)
    const letters = letterNav(html)
    for (const letter of ['K', 'Q', 'Z']) {
      expect(html.href(letter, letters)).toBe(`/fyi/dictionary/${letter.toLowerCase()}`)
    }
    expect(html.links(F.absentLetter.toUpperCase(), letters)).toHaveLength(0)
    expect(html.all('[aria-current]', letters)).toHaveLength(0)
    expect(html.links(F.punctuatedCategory, categoryNav(html))).toHaveLength(1)
  })

  test('a letter lists its words A to Z with type and description, marked as current', async ({
    request,
  }) => {
    const fyi = await getHtml(request, '/fyi')
    const href = fyi.href('Q', letterNav(fyi))
    expect(href).toMatch(/\/fyi\/dictionary\/q$/)
    const html = await getHtml(request, href)
    expect(html.text(html.one('h1'))).toBe('Dictionary: Q')
    expect(html.text(html.one('title'))).toMatch(/^Dictionary: Q \|/)
    const letters = letterNav(html)
    expect(html.attr(html.link('Q', letters), 'aria-current')).toBe('page')
    expect(html.attr(html.link('Z', letters), 'aria-current')).toBeUndefined()
    expect(html.texts('dl dt dfn')).toEqual(F.qWords)
    const [quorum] = html.all('dl > div').filter((div) => html.text(div).includes('Quorum'))
    expect(html.text(html.one('dt', quorum))).toContain('noun')
    expect(html.text(html.one('dd', quorum))).toMatch(/smallest number of members/)
    expect(shown(html, LETTER_PROMPT)).toBe(0)
    expect(shown(html, CATEGORY_PROMPT)).toBe(1)
  })

  test('a letter stored in lower case is listed under its capital', async ({ request }) => {
    const html = await getHtml(request, '/fyi/dictionary/k')
    expect(html.texts('dl dt dfn')).toEqual([F.kWord])
  })

  test('an upper-case letter redirects permanently to the lower-case URL', async ({ request }) => {
    const response = await request.get('/fyi/dictionary/Q', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toMatch(/\/fyi\/dictionary\/q$/)
    // Followed, it ends on the lower-case page.
    const followed = await request.get('/fyi/dictionary/Q')
    expect(followed.status()).toBe(200)
    expect(followed.url()).toMatch(/\/fyi\/dictionary\/q$/)
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

  test('“Suggest a word” opens an e-mail with a subject line', async ({ request }) => {
    const html = await getHtml(request, '/fyi/dictionary/q')
    const href = html.href('Suggest a word')
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/)
    expect(new URL(href).searchParams.get('subject')).toBe('Suggest a word for the dictionary')
  })

  test('dictionary pages carry DefinedTermSet structured data', async ({ request }) => {
    const html = await getHtml(request, '/fyi/dictionary/q')
    const [data] = html.jsonLd()
    expect(data?.['@type']).toBe('DefinedTermSet')
    const terms = data?.hasDefinedTerm as { name: string; url: string }[]
    expect(terms.map((t) => t.name)).toEqual(F.qWords)
    expect(terms[0]?.url).toMatch(/\/fyi\/dictionary\/q#term-quango$/)
    expect(html.text(html.one('#term-quango'))).toContain('Quango')
  })
})

test.describe('the FAQ', () => {
  test('a category with spaces, an ampersand and punctuation round-trips through the URL', async ({
    request,
  }) => {
    const fyi = await getHtml(request, '/fyi')
    const href = fyi.href(F.punctuatedCategory, categoryNav(fyi))
    expect(href).toBe(`/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`)
    const html = await getHtml(request, href)
    expect(html.text(html.one('h1'))).toBe(`Questions: ${F.punctuatedCategory}`)
    const own = html.link(F.punctuatedCategory, categoryNav(html))
    expect(html.attr(own, 'aria-current')).toBe('page')
    expect(html.texts('main h3')).toEqual(F.punctuatedQuestions)
    expect(html.text(html.one('main'))).toContain('paid by bank transfer only')
    expect(shown(html, LETTER_PROMPT)).toBe(1)
    expect(shown(html, CATEGORY_PROMPT)).toBe(0)
  })

  test('a category with a percent sign works too', async ({ request }) => {
    const fyi = await getHtml(request, '/fyi')
    const html = await getHtml(request, fyi.href(F.percentCategory, categoryNav(fyi)))
    expect(html.text(html.one('h1'))).toBe(`Questions: ${F.percentCategory}`)
    expect(html.texts('main h3')).toEqual([F.percentQuestion])
  })

  test('an unknown category is a 404', async ({ request }) => {
    for (const path of [
      '/fyi/questions/No%20such%20category',
      `/fyi/questions/${encodeURIComponent(F.punctuatedCategory.toUpperCase())}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('“Ask a question” and the invitation lead to /contact', async ({ request }) => {
    const html = await getHtml(request, `/fyi/questions/${encodeURIComponent(F.percentCategory)}`)
    expect(html.href('Get in touch')).toBe('/contact')
    const ask = html.href('Ask a question')
    expect(ask).toBe('/contact')
    const contact = await getHtml(request, ask)
    expect(contact.text(contact.one('h1'))).toBe('Contact')
  })

  test('FAQ pages carry FAQPage structured data', async ({ request }) => {
    const html = await getHtml(
      request,
      `/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`,
    )
    const [data] = html.jsonLd()
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

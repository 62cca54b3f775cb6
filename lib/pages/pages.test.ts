/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defaultPage, pageOrDefault } from './content'
import { DEFAULT_PAGES } from './defaults.mjs'
import { SITE_PAGE_IDS, SITE_PAGE_SCHEMAS, sitePageDocumentSchema, type SitePages } from './schema'

describe('the defaults', () => {
  it.each(SITE_PAGE_IDS)('%s is valid for its own schema, unchanged by the sanitiser', (id) => {
    const parsed = SITE_PAGE_SCHEMAS[id].safeParse(DEFAULT_PAGES[id])
    expect(parsed.success ? null : parsed.error.issues).toBeNull()
    // The defaults are the seed: what is stored is what is shown.
    expect(parsed.data).toEqual(DEFAULT_PAGES[id])
    expect(sitePageDocumentSchema.safeParse(DEFAULT_PAGES[id]).success).toBe(true)
  })

  it('have every logo in public/', () => {
    const { consortium, partners } = DEFAULT_PAGES.about
    const logos = [
      ...[...consortium, ...partners].map((organisation) => organisation.logo),
      ...DEFAULT_PAGES.footer.funders.map((funder) => funder.logo),
      DEFAULT_PAGES.home.video.poster,
    ]
    for (const logo of logos)
      expect(existsSync(join(__dirname, '..', '..', 'public', logo))).toBe(true)
  })

  it('keep the anchor other pages link to', () => {
    expect(defaultPage('terms').sections.map((section) => section.anchor)).toContain('law')
  })
})

describe('the schemas', () => {
  it('sanitise rich text and refuse links that lead off the site by a trick', () => {
    const home = SITE_PAGE_SCHEMAS.home.parse({
      ...DEFAULT_PAGES.home,
      welcome: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    })
    expect(home.welcome).toBe('<p>Hi</p>')
    const links = (href: string) =>
      SITE_PAGE_SCHEMAS.home.safeParse({
        ...DEFAULT_PAGES.home,
        links: [{ href, label: 'x', note: '' }],
      }).success
    expect(links('/events')).toBe(true)
    expect(links('https://example.org/')).toBe(true)
    expect(links('//evil.example/')).toBe(false)
    expect(links('javascript:alert(1)')).toBe(false)
  })

  it('refuse a logo from anywhere but the site or its bucket', () => {
    const about = structuredClone(DEFAULT_PAGES.about)
    about.partners[0]!.logo = 'https://tracker.example/pixel.png'
    expect(SITE_PAGE_SCHEMAS.about.safeParse(about).success).toBe(false)
  })
})

describe('pageOrDefault', () => {
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('is the stored page when there is a valid one', () => {
    const stored = { ...defaultPage('contact'), address: '1 High Street' }
    expect(pageOrDefault('contact', stored, true).address).toBe('1 High Street')
    expect(warn).not.toHaveBeenCalled()
  })

  it('is the defaults for a missing page, said once in the log however often it is read', () => {
    const first = pageOrDefault('get-involved', null, false)
    pageOrDefault('get-involved', null, false)
    expect(first).toEqual(defaultPage('get-involved'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/pages\/get-involved is missing/)
  })

  it('is the defaults for an invalid page, said once too', () => {
    const page: SitePages['footer'] = pageOrDefault('footer', null, true)
    pageOrDefault('footer', null, true)
    expect(page.funders).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/pages\/footer is invalid/)
  })
})

import { DEFAULT_PAGES } from '@/lib/pages/defaults.mjs'
import { SITE_PAGE_SCHEMAS } from '@/lib/pages/schema'
import { datedPageWords } from './0005-dated-page-words'

const FUNDING = 'Arts Council England extended our funding to March 2026'

describe('0005-dated-page-words', () => {
  it('stores 0.1.0’s About and awards words where those pages were never saved', () => {
    const { writes, notes } = datedPageWords.plan({ pages: [{ id: 'home', data: {} }] }, {})
    expect(writes.map((w) => [w.collection, w.id, w.before])).toEqual([
      ['pages', 'about', null],
      ['pages', 'awards', null],
    ])
    expect(writes[0]!.after.howItWorks).toContain(FUNDING)
    expect(writes[1]!.after.body).toContain(FUNDING)
    // Each is a valid page as stored, the same as the defaults but for the dated sentence.
    expect(SITE_PAGE_SCHEMAS.about.parse(writes[0]!.after)).toEqual(writes[0]!.after)
    expect(SITE_PAGE_SCHEMAS.awards.parse(writes[1]!.after)).toEqual(writes[1]!.after)
    expect({ ...writes[0]!.after, howItWorks: '' }).toEqual({
      ...DEFAULT_PAGES.about,
      howItWorks: '',
    })
    expect(notes).toEqual([
      "pages/about keeps 0.1.0's words, which say the funding runs to March 2026: check them in the admin (Site pages)",
      "pages/awards keeps 0.1.0's words, which say the funding runs to March 2026: check them in the admin (Site pages)",
    ])
  })

  it('leaves a page its editors saved, and finds nothing to do once run', () => {
    const saved = { id: 'about', data: { ...DEFAULT_PAGES.about, lede: 'Ours' } }
    const { writes } = datedPageWords.plan({ pages: [saved] }, {})
    expect(writes.map((w) => w.id)).toEqual(['awards'])
    const again = datedPageWords.plan(
      { pages: [saved, { id: 'awards', data: writes[0]!.after }] },
      {},
    )
    expect(again.writes).toEqual([])
  })

  it('is needed: the defaults no longer date the funding', () => {
    expect(DEFAULT_PAGES.about.howItWorks).not.toContain('March 2026')
    expect(DEFAULT_PAGES.awards.body).not.toContain('March 2026')
  })
})

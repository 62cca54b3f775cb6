/**
 * @jest-environment node
 */
import { DEFAULT_PAGES } from '@/lib/pages/defaults.mjs'
import { SITE_PAGE_IDS } from '@/lib/pages/schema'
import {
  picturePaths,
  PAGE_FORMS,
  rowIndices,
  sentValues,
  sitePageDocumentFromForm,
  sitePageFormValues,
  UPLOAD_SUFFIX,
} from './form'

const about = () =>
  sitePageFormValues('about', DEFAULT_PAGES.about as unknown as Record<string, unknown>)

describe('the site pages’ forms', () => {
  it.each(SITE_PAGE_IDS)('%s: the defaults go through the form and back unchanged', (id) => {
    const values = sitePageFormValues(id, DEFAULT_PAGES[id] as unknown as Record<string, unknown>)
    const result = sitePageDocumentFromForm(id, values)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.data).toEqual(DEFAULT_PAGES[id])
  })

  it('flattens groups and list rows into names the form sends', () => {
    const values = sitePageFormValues(
      'home',
      DEFAULT_PAGES.home as unknown as Record<string, unknown>,
    )
    expect(values['video.youtubeId']).toBe('M7lc1UVf-VE')
    expect(values['links.4.label']).toBe('About')
    expect(rowIndices(values, 'links')).toEqual([0, 1, 2, 3, 4])
  })

  it('keeps rows in the order sent, renumbered, and names errors as the form sent them', () => {
    const values = about()
    // Two rows removed on the page: the form sends 0, 1 and 3 of what it had.
    for (const key of Object.keys(values)) if (key.startsWith('partners.2.')) delete values[key]
    values['consortium.3.logo'] = 'https://tracker.example/pixel.png'
    values['consortium.1.name'] = ''
    const result = sitePageDocumentFromForm('about', values)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['consortium.1.name', 'consortium.3.logo'])

    values['consortium.3.logo'] = '/uploads/a.png'
    values['consortium.1.name'] = 'Eston Hills Trust'
    values['partners.7.name'] = 'Late partner'
    values['partners.7.description'] = ''
    values['partners.7.logo'] = ''
    values['partners.7.website'] = 'https://late.example/'
    const refused = sitePageDocumentFromForm('about', values)
    expect(!refused.ok && Object.keys(refused.errors)).toEqual(['partners.7.logo'])
    values['partners.7.logo'] = '/uploads/b.webp'
    const saved = sitePageDocumentFromForm('about', values)
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors))
    const partners = saved.data.partners as { name: string; website: string }[]
    expect(partners.map((p) => p.name)).toEqual([
      'Libraries Network Teesside',
      'South Bank Youth Theatre',
      'Late partner',
    ])
    expect(partners[2]?.website).toBe('https://late.example/')
  })

  it('sanitises rich text and refuses markup in plain text', () => {
    const values = sitePageFormValues(
      'contact',
      DEFAULT_PAGES.contact as unknown as Record<string, unknown>,
    )
    const result = sitePageDocumentFromForm('contact', {
      ...values,
      more: '<p>Ask <a href="javascript:alert(1)">us</a><img src="https://tracker.example/x.gif"></p>',
      address: '1 Albert Road\nMiddlesbrough\nTS1 1AA',
    })
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.data.more).toBe('<p>Ask <a>us</a></p>')
    expect(result.data.address).toBe('1 Albert Road\nMiddlesbrough\nTS1 1AA')
  })

  it('finds every picture to upload, in groups and rows, and leaves uploads out of the values', () => {
    const values = about()
    expect(picturePaths(PAGE_FORMS.about.fields, values)).toContain('partners.2.logo')
    expect(picturePaths(PAGE_FORMS.home.fields, { 'video.poster': '' })).toEqual(['video.poster'])
    const form = new FormData()
    form.set('id', 'about')
    form.set('version', '1')
    form.set('lede', 'Hello')
    form.set(`partners.0.logo${UPLOAD_SUFFIX}`, new Blob(['x']))
    form.set('$ACTION_ID_abc', '')
    expect(sentValues(form)).toEqual({ lede: 'Hello' })
  })
})

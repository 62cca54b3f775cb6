import { updateDocumentFromForm, updateFormValues, type UpdateFormValues } from './form'

const valid: UpdateFormValues = {
  title: 'Meet our new Cultural Collaborators',
  shortDescription: 'Twelve residents join the programme.',
  description: '<p>Welcome!</p><img src="https://tracker.example/p.gif">',
  themeColour: 'pink',
  categories: 'News',
  dateStartDay: '2026-03-29',
  dateStartTime: '',
  published: '',
  publishAtDay: '',
  publishAtTime: '',
  unpublishAtDay: '',
  unpublishAtTime: '',
  images: [],
  forms: [
    {
      formTitle: 'Apply to join',
      formURL: 'https://forms.example.org/join',
      formDescription: '<p>Ten minutes.</p><script>x()</script>',
    },
    { formTitle: 'Accessibility', formURL: '/downloads/access.pdf', formDescription: '' },
  ],
}

describe('updateDocumentFromForm', () => {
  it('dates the update in London (9am when no time is given) and keeps its forms in order', () => {
    const result = updateDocumentFromForm(valid)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    // 29 March 2026 is the first day of British Summer Time.
    expect((result.data.dateStart as Date).toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(result.data).toMatchObject({
      titleSlug: 'meet-our-new-cultural-collaborators',
      description: '<p>Welcome!</p>',
      published: false,
      forms: [
        { formTitle: 'Apply to join', formDescription: '<p>Ten minutes.</p>' },
        { formURL: '/downloads/access.pdf' },
      ],
    })
  })

  it('marks a bad attached form by its place in the list', () => {
    const result = updateDocumentFromForm({
      ...valid,
      forms: [valid.forms[0]!, { formTitle: '', formURL: '//evil.example/x', formDescription: '' }],
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        'forms.1.formTitle': 'Enter the form’s title.',
        'forms.1.formURL': expect.stringMatching(/full web address/),
      },
    })
  })
})

describe('updateFormValues', () => {
  it('starts a new update as a draft dated today at 9am', () => {
    const values = updateFormValues(null, new Date('2026-11-23T15:00:00Z'))
    expect(values).toMatchObject({
      dateStartDay: '2026-11-23',
      dateStartTime: '09:00',
      published: '',
    })
    expect(values.forms).toEqual([])
  })
})

import { faqPageJsonLd } from './structured-data'

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    const data = faqPageJsonLd({
      name: 'Questions: Access',
      path: '/fyi/questions/Access',
      items: [{ question: 'Is it free?', answer: '<p>Yes.</p>' }],
    })
    expect(data['@type']).toBe('FAQPage')
    expect(data.url).toMatch(/\/fyi\/questions\/Access$/)
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is it free?',
        acceptedAnswer: { '@type': 'Answer', text: '<p>Yes.</p>' },
      },
    ])
  })
})

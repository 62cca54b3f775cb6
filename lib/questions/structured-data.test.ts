import { faqPageJsonLd } from './structured-data'

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    expect(
      faqPageJsonLd({
        name: 'Questions: Access',
        path: '/fyi/questions/Access',
        items: [
          { question: 'Is it free?', answer: '<p>Yes, <strong>always</strong> &amp; for all.</p>' },
        ],
      }),
    ).toMatchObject({
      '@type': 'FAQPage',
      url: expect.stringMatching(/\/fyi\/questions\/Access$/),
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, always & for all.' },
        },
      ],
    })
  })
})

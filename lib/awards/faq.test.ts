import { answerHtml, AWARDS_QUESTIONS } from './faq.mjs'

describe('the awards questions', () => {
  const text = AWARDS_QUESTIONS.flatMap((q) => [q.question, ...q.answer]).join(' ')

  it('keep the capitals of every place they name', () => {
    for (const place of ['Middlesbrough', 'Redcar & Cleveland', 'South Bank', 'Grangetown']) {
      expect(text).toContain(place)
      expect(text).not.toContain(place.toLowerCase())
    }
  })

  it('describe each strand in the middle of a sentence, from a lower-case first word', () => {
    expect(text).toContain('Open (any creative project, anywhere in Middlesbrough')
  })
})

describe('answerHtml', () => {
  it('escapes the text and keeps the link after the paragraphs', () => {
    expect(
      answerHtml({
        id: 'x',
        question: 'Q?',
        answer: ['Fish & <chips>'],
        link: { href: '/contact', label: 'Contact us' },
      }),
    ).toBe('<p>Fish &amp; &lt;chips&gt;</p><p><a href="/contact">Contact us</a></p>')
  })
})

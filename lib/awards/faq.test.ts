import { AWARDS_QUESTIONS } from './faq'

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

import {
  documentsFromField,
  questionsFromHtml,
  questionsToHtml,
  roundDocumentFromForm,
  roundFormValues,
  type RoundFormValues,
} from './form'

const DOC = {
  title: 'Application form',
  url: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e--application-form.pdf',
  type: 'pdf',
  bytes: 12_345,
}

function valid(): RoundFormValues {
  const values = roundFormValues(null)
  return {
    ...values,
    name: '2027 round',
    opensDay: '2027-03-22',
    opensTime: '10:00',
    // After the clocks go forward on 28 March 2027.
    closesDay: '2027-04-26',
    closesTime: '12:00',
    totalAwards: '18',
    amount1Name: 'Community-led awards',
    amount1Pounds: '£6,000',
    amount2Name: 'Artist-led awards',
    amount2Pounds: '15000',
    eligibility: '<p>Residents of <strong>Middlesbrough</strong>.</p><script>alert(1)</script>',
    questions:
      '<h3>Who can apply?</h3><p>Anyone.</p><h3>When?</h3><p>By noon.</p><p><a href="/contact">Contact us</a></p>',
    documents: JSON.stringify([DOC]),
    published: 'on',
  }
}

describe('roundDocumentFromForm', () => {
  it('stores London times as instants, each side of the clock change', () => {
    const result = roundDocumentFromForm(valid())
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect((result.data.opensAt as Date).toISOString()).toBe('2027-03-22T10:00:00.000Z')
    expect((result.data.closesAt as Date).toISOString()).toBe('2027-04-26T11:00:00.000Z')
  })

  it('keeps the amounts in order, as whole pounds, the questions in order, HTML sanitised', () => {
    const result = roundDocumentFromForm(valid())
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.data.amounts).toEqual([
      { name: 'Community-led awards', maxPounds: 6000, summary: '' },
      { name: 'Artist-led awards', maxPounds: 15000, summary: '' },
    ])
    expect(result.data.totalAwards).toBe(18)
    expect(result.data.eligibility).toBe('<p>Residents of <strong>Middlesbrough</strong>.</p>')
    expect(result.data.questions).toEqual([
      { question: 'Who can apply?', answer: '<p>Anyone.</p>' },
      { question: 'When?', answer: '<p>By noon.</p><p><a href="/contact">Contact us</a></p>' },
    ])
    expect(result.data.documents).toEqual([DOC])
    expect(result.data.published).toBe(true)
  })

  it('refuses a round that closes before it opens, and an amount without a name', () => {
    const result = roundDocumentFromForm({
      ...valid(),
      closesDay: '2027-03-01',
      amount3Pounds: '500',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        closesDay: 'It must close after it opens.',
        amount3Name: 'Name this kind of award, or clear its amount.',
      },
    })
  })

  it('asks for the days, and a whole number of pounds', () => {
    const result = roundDocumentFromForm({ ...valid(), opensDay: '', amount1Pounds: '6k' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.opensDay).toBe('Enter the day it opens.')
    expect(result.errors.amount1Pounds).toMatch(/whole number of pounds/)
  })
})

describe('questions as one rich text', () => {
  it('round-trips the ordered list', () => {
    const questions = [
      { question: 'Is VAT <included>?', answer: '<p>Yes.</p>' },
      { question: 'Who decides?', answer: '<p>A panel.</p>' },
    ]
    const back = questionsFromHtml(questionsToHtml(questions))
    expect(back).toEqual({ ok: true, questions })
  })

  it('refuses text before the first question, and a question without an answer', () => {
    expect(questionsFromHtml('<p>Intro</p><h3>Q?</h3><p>A.</p>').ok).toBe(false)
    expect(questionsFromHtml('<h3>Q?</h3><h3>R?</h3><p>A.</p>')).toEqual({
      ok: false,
      error: '“Q?” needs an answer below it.',
    })
  })
})

describe('documentsFromField', () => {
  it('keeps only documents the site stored, of a known type', () => {
    const json = JSON.stringify([
      DOC,
      { ...DOC, url: 'https://evil.example/x.pdf' },
      { ...DOC, type: 'exe' },
      'nonsense',
    ])
    expect(documentsFromField(json)).toEqual([DOC])
    expect(documentsFromField('{not json')).toEqual([])
  })
})

describe('roundFormValues', () => {
  it('shows a stored round in London time, its questions as one text', () => {
    const values = roundFormValues({
      name: '2025 round',
      opensAt: { toDate: () => new Date('2025-01-13T10:00:00Z') },
      closesAt: { toDate: () => new Date('2025-06-02T11:00:00Z') },
      amounts: [{ name: 'Legacy awards', maxPounds: 10000, summary: 'Keep going.' }],
      questions: [{ question: 'Why?', answer: '<p>Because.</p>' }],
      documents: [DOC],
      published: true,
    })
    expect(values).toMatchObject({
      opensDay: '2025-01-13',
      opensTime: '10:00',
      closesDay: '2025-06-02',
      closesTime: '12:00',
      amount1Name: 'Legacy awards',
      amount1Pounds: '10000',
      amount2Name: '',
      questions: '<h3>Why?</h3><p>Because.</p>',
      documents: JSON.stringify([DOC]),
      published: 'on',
    })
  })
})

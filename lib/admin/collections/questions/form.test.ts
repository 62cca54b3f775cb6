import { checkedCategory, questionDocumentFromForm } from './form'

const values = {
  category: 'Awards',
  newCategory: '',
  question: 'Who can apply?',
  answer: '<p>Anyone living in the two areas.</p>',
}

describe('questionDocumentFromForm', () => {
  it('writes the chosen category, the question and the sanitised answer', () => {
    expect(questionDocumentFromForm({ ...values, answer: '<p onclick="x()">Anyone.</p>' })).toEqual(
      {
        ok: true,
        data: { category: 'Awards', question: 'Who can apply?', answer: '<p>Anyone.</p>' },
      },
    )
  })

  it('takes a new category over the chosen one', () => {
    expect(questionDocumentFromForm({ ...values, newCategory: ' Volunteering ' })).toMatchObject({
      ok: true,
      data: { category: 'Volunteering' },
    })
  })

  it('asks for a category, a question and an answer', () => {
    expect(
      questionDocumentFromForm({ category: '', newCategory: '', question: '', answer: '<p></p>' }),
    ).toEqual({
      ok: false,
      errors: { question: 'Enter the question.', answer: 'Enter the answer.' },
    })
    expect(questionDocumentFromForm({ ...values, category: '' })).toEqual({
      ok: false,
      errors: { category: 'Choose a category, or type a new one.' },
    })
  })

  it('puts the schema’s refusal of a new category beside the new category', () => {
    const long = '%'.repeat(100)
    const result = questionDocumentFromForm({ ...values, newCategory: long })
    expect(result).toMatchObject({ ok: false, errors: { newCategory: expect.any(String) } })
  })
})

describe('checkedCategory', () => {
  it('trims a new name and refuses an empty or too long one', () => {
    expect(checkedCategory(' Getting involved ')).toEqual({ ok: true, name: 'Getting involved' })
    expect(checkedCategory('  ')).toEqual({ ok: false, error: 'Enter the new name.' })
    expect(checkedCategory('/'.repeat(100))).toMatchObject({ ok: false })
  })
})

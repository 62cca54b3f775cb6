import { getQuestionCategories, getQuestions } from '@/lib/questions/queries'
import { getStaffProfiles } from '@/lib/staff/queries'
import { clearFirestore, logged, put } from '@/test/emulator/firestore'
import { getDictionaryEntries, getDictionaryLetters } from './queries'

beforeAll(async () => {
  await clearFirestore()
  await put('dictionary', {
    d1: { letter: 'b', word: 'Bursary', type: 'noun', desc: 'Money for a course.' },
    d2: { letter: 'A', word: 'Arts Council', type: 'noun', desc: 'A funder.' },
    d3: { letter: 'A', word: 'Access', type: 'noun', desc: 'Being able to take part.' },
    d4: { letter: 'AB', word: 'Broken', type: 'noun', desc: 'Not a letter.' },
  })
  await put('questions', {
    q1: {
      category: 'Awards',
      question: 'Who can apply?',
      answer: '<p>Anyone <img src=/demo/a.jpg onerror=alert(1)></p>',
    },
    q2: { category: 'Access', question: 'Is there parking?', answer: '<p>Yes.</p>' },
    q3: { category: 'Awards', question: 'How much?', answer: '<p>Up to £15,000.</p>' },
    q4: { question: 'Without a category?', answer: '<p>Nowhere to show it.</p>' },
    // Typed with a stray space: still one of the Awards questions.
    q5: { category: 'Awards ', question: 'When are the deadlines?', answer: '<p>March.</p>' },
  })
  await put('staff', {
    s1: { ordering: 2, name: 'Sam', role: 'Producer' },
    s2: { ordering: 1, name: 'Priya', role: 'Director' },
    s3: { name: 'No order', role: 'Helper' },
  })
})

describe('dictionary, questions and staff (Firestore emulator)', () => {
  it('lists the letters with entries, either case, and skips an invalid letter with a log line', async () => {
    const { value: letters, errors } = await logged(getDictionaryLetters)
    expect(letters).toEqual(['A', 'B'])
    expect(errors.join('\n')).toContain('dictionary/d4')
  })

  it('reads the entries of a letter stored in either case, A to Z by word', async () => {
    expect((await getDictionaryEntries('a')).map((e) => e.word)).toEqual(['Access', 'Arts Council'])
    expect((await getDictionaryEntries('B')).map((e) => e.word)).toEqual(['Bursary'])
    expect(await getDictionaryEntries('z')).toEqual([])
  })

  it('lists categories and the questions of one, A to Z, with answers sanitised', async () => {
    const { value: categories, errors } = await logged(getQuestionCategories)
    expect(categories).toEqual(['Access', 'Awards'])
    // A question without a category has no page; it is named in the log, not lost silently.
    expect(errors.join('\n')).toContain('questions/q4')
    const awards = await getQuestions('Awards')
    expect(awards.map((q) => q.question)).toEqual([
      'How much?',
      'When are the deadlines?',
      'Who can apply?',
    ])
    expect(awards[2]!.answer).toContain('<p>Anyone <img')
    expect(awards[2]!.answer).not.toContain('onerror')
    expect(await getQuestions('Unknown')).toEqual([])
  })

  it('reads staff in their editorial order, and names a profile without one in the log', async () => {
    const { value: staff, errors } = await logged(getStaffProfiles)
    expect(staff.map((s) => s.name)).toEqual(['Priya', 'Sam'])
    expect(errors.join('\n')).toContain('staff/s3')
  })
})

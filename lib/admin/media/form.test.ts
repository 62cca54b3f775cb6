import { mediaDocumentFromForm, mediaFormValues } from './form'

const values = {
  title: '',
  alt: 'Children carrying a paper fish',
  credit: '',
  focalX: '',
  focalY: '',
}

describe('mediaDocumentFromForm', () => {
  it('keeps the alt text, a rounded focal point, and titles an untitled picture by its alt', () => {
    expect(mediaDocumentFromForm({ ...values, focalX: '33.333', focalY: '70' })).toEqual({
      ok: true,
      data: {
        title: 'Children carrying a paper fish',
        alt: 'Children carrying a paper fish',
        credit: '',
        focalX: 33.3,
        focalY: 70,
      },
    })
  })
  it('asks for alt text, and for both halves of a focal point within the picture', () => {
    expect(mediaDocumentFromForm({ ...values, alt: ' ' })).toMatchObject({
      ok: false,
      errors: { alt: 'Enter the alt text.' },
    })
    expect(mediaDocumentFromForm({ ...values, focalX: '20' })).toMatchObject({
      ok: false,
      errors: { focalY: 'Enter both, or neither.' },
    })
    expect(mediaDocumentFromForm({ ...values, focalX: '120', focalY: '5' })).toMatchObject({
      ok: false,
      errors: { focalX: 'Across: a number from 0 to 100.' },
    })
  })
  it('reads a stored picture back as the form shows it', () => {
    expect(mediaFormValues({ alt: 'A kiln', focalX: 12.5, focalY: 80 })).toEqual({
      title: '',
      alt: 'A kiln',
      credit: '',
      focalX: '12.5',
      focalY: '80',
    })
  })
})

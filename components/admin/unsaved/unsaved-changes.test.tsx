/**
 * @jest-environment jsdom
 */
import { fireEvent, render } from '@testing-library/react'
import {
  formEntries,
  shownEntries,
  unsavedKey,
  readUnsaved,
  removeAllUnsaved,
  removeUnsaved,
  sameEntries,
  valuesFromEntries,
  writeUnsaved,
} from './unsaved-changes'

const base = {
  title: 'Clay Club',
  published: 'on',
  images: [{ imageURL: '/a.jpg', imageTitle: 'A' }],
  forms: [] as { formTitle: string; formURL: string }[],
}

describe('valuesFromEntries', () => {
  it('puts nested entries back in place and leaves what the entries lack empty', () => {
    const values = valuesFromEntries(base, [
      ['title', 'Clay Club, again'],
      ['images.0.imageURL', '/b.jpg'],
      ['images.0.imageTitle', 'B'],
      ['images.1.imageURL', '/a.jpg'],
      ['images.1.imageTitle', 'A'],
      ['forms.0.formTitle', 'Apply'],
      ['forms.0.formURL', 'https://example.org/apply'],
    ])
    expect(values).toEqual({
      title: 'Clay Club, again',
      // Unticked: an unticked box sends nothing.
      published: '',
      images: [
        { imageURL: '/b.jpg', imageTitle: 'B' },
        { imageURL: '/a.jpg', imageTitle: 'A' },
      ],
      forms: [{ formTitle: 'Apply', formURL: 'https://example.org/apply' }],
    })
  })

  it('gives no pictures when every one was removed', () => {
    expect(valuesFromEntries(base, [['title', 'x']]).images).toEqual([])
  })
})

describe('formEntries', () => {
  it('keeps the form’s own fields and no file, id, version or action field', () => {
    document.body.innerHTML = `<form>
      <input name="id" value="abc"><input name="version" value="v1">
      <input name="$ACTION_ID_1" value="">
      <input name="title" value="Clay">
      <input name="images.0.imageTitle" value="A">
      <input type="file" name="newPictures">
      <input name="newPictureTitle.0" value="later">
      <input type="checkbox" name="published">
    </form>`
    const form = document.querySelector('form')!
    expect(formEntries(form, Object.keys(base))).toEqual([
      ['title', 'Clay'],
      ['images.0.imageTitle', 'A'],
    ])
  })
})

describe('the kept changes', () => {
  it('is kept per editor and document, and can be removed', () => {
    const mine = unsavedKey('editor-1', '/admin/events', 'abc')
    expect(mine).not.toBe(unsavedKey('editor-2', '/admin/events', 'abc'))
    expect(unsavedKey('editor-1', '/admin/events')).toMatch(/\|new$/)
    writeUnsaved(mine, [['title', 'Clay']], 'v1')
    expect(readUnsaved(mine)).toMatchObject({ version: 'v1', entries: [['title', 'Clay']] })
    removeUnsaved(mine)
    expect(readUnsaved(mine)).toBeNull()
  })

  it('reads anything else as nothing kept', () => {
    localStorage.setItem('broken', '{not json')
    expect(readUnsaved('broken')).toBeNull()
    expect(sameEntries([['a', '1']], [['a', '1']])).toBe(true)
    expect(sameEntries([['a', '1']], [['a', '2']])).toBe(false)
  })
})

describe('shownEntries', () => {
  function Form() {
    return (
      <form>
        <input name="title" defaultValue="Clay" />
        <textarea name="summary" defaultValue="Wet clay" />
        <select name="colour" defaultValue="green">
          <option value="white">white</option>
          <option value="green">green</option>
        </select>
        <input type="checkbox" name="published" defaultChecked />
        <input type="hidden" name="description" value="<p>x</p>" readOnly />
      </form>
    )
  }
  const fields = ['title', 'summary', 'colour', 'published', 'description']

  it('is what the form holds when nothing was typed, as React draws it in the browser', () => {
    const { container } = render(<Form />)
    const form = container.querySelector('form')!
    expect(shownEntries(form, fields)).toEqual(formEntries(form, fields))
  })

  it('is still what the page showed after typing', () => {
    const { container } = render(<Form />)
    const form = container.querySelector('form')!
    fireEvent.change(form.querySelector('textarea')!, { target: { value: 'Dry clay' } })
    fireEvent.change(form.querySelector('select')!, { target: { value: 'white' } })
    expect(shownEntries(form, fields)).toContainEqual(['summary', 'Wet clay'])
    expect(shownEntries(form, fields)).toContainEqual(['colour', 'green'])
    expect(formEntries(form, fields)).toContainEqual(['summary', 'Dry clay'])
  })
})

describe('removeAllUnsaved', () => {
  it('removes every account’s unsaved changes in this browser, and nothing else', () => {
    localStorage.clear()
    writeUnsaved(unsavedKey('uid-a', '/admin/events', 'e1'), [['title', 'A']])
    writeUnsaved(unsavedKey('uid-b', '/admin/events'), [['title', 'B']])
    localStorage.setItem('other', '1')
    removeAllUnsaved()
    expect(Object.keys(localStorage)).toEqual(['other'])
  })
})

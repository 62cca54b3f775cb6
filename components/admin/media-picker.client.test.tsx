/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PickablePicture } from '@/lib/admin/media/search'
import { MediaPicker } from './media-picker.client'

const answers = new Map<string, (pictures: PickablePicture[]) => void>()
const failures = new Map<string, (error: Error) => void>()
jest.mock('@/lib/admin/media/search', () => ({
  searchLibrary: (query: string) =>
    new Promise<PickablePicture[]>((resolve, reject) => {
      answers.set(query, resolve)
      failures.set(query, reject)
    }),
}))

const picture = (id: string, title: string): PickablePicture => ({
  id,
  title,
  url: `https://example.org/${id}.jpg`,
  alt: `${title}, seen from the canal`,
})
const KILN = picture('kiln', 'The kiln')
const LANTERN = picture('lantern', 'Lantern parade')

beforeAll(() => {
  // jsdom has the element but not its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
})

/** Waits until the picker has asked the server for `query` (its timer runs inside act). */
const asked = (query: string) =>
  act(
    () =>
      new Promise<void>((resolve) => {
        const wait = () => (answers.has(query) ? resolve() : setTimeout(wait, 10))
        wait()
      }),
  )

/** Waits until the picker has asked for `query`, then answers it. */
async function answer(query: string, pictures: PickablePicture[]) {
  await asked(query)
  await act(async () => {
    answers.get(query)!(pictures)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  answers.delete(query)
}

async function openPicker() {
  const user = userEvent.setup()
  render(<MediaPicker idPrefix="p-" chosen={new Set()} onChoose={jest.fn()} />)
  await user.click(screen.getByRole('button', { name: 'Choose from the library' }))
  await answer('', [KILN, LANTERN])
  expect(await screen.findByRole('status')).toHaveProperty('textContent', '2 pictures')
  return user
}

afterEach(() => {
  answers.clear()
  failures.clear()
})

describe('MediaPicker', () => {
  it('says it is searching from the first key until the answer to the words typed', async () => {
    const user = await openPicker()
    await user.type(screen.getByLabelText('Search titles, alt text and credits'), 'kiln')
    // The earlier list stays, marked as busy, and is not offered as the answer.
    expect(screen.getByRole('status').textContent).toBe('Searching…')
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true')
    await answer('kiln', [KILN])
    expect(await screen.findByText('1 picture')).toBeTruthy()
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('says so when the library could not be searched, and searches again for new words', async () => {
    const user = await openPicker()
    const box = screen.getByLabelText('Search titles, alt text and credits')
    await user.type(box, 'kiln')
    await asked('kiln')
    await act(async () => {
      failures.get('kiln')!(new Error('HTTP 500'))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.getByRole('status').textContent).toBe(
      'The library could not be searched. Change the words to try again.',
    )
    expect(screen.queryByText(/No pictures match/)).toBeNull()
    await user.type(box, 's')
    await answer('kilns', [KILN])
    expect(await screen.findByText('1 picture')).toBeTruthy()
  })

  it('drops a late answer to earlier words', async () => {
    const user = await openPicker()
    const box = screen.getByLabelText('Search titles, alt text and credits')
    await user.type(box, 'la')
    await asked('la')
    await user.type(box, 'ntern')
    await answer('lantern', [LANTERN])
    await answer('la', [KILN, LANTERN])
    expect(await screen.findByText('1 picture')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add “Lantern parade”' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add “The kiln”' })).toBeNull()
  })
})

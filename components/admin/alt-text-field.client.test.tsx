/**
 * @jest-environment jsdom
 */
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AltTextField } from './alt-text-field.client'

const field = <AltTextField value="photo_0042.jpg" idPrefix="p-" />

/** The server's HTML, as the editor's browser shows it before its scripts have run. */
function serverRendered() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(field)
  document.body.append(container)
  return container
}

afterEach(() => document.body.replaceChildren())

describe('AltTextField', () => {
  it('keeps what the editor typed before the page came alive, and checks it', async () => {
    const container = serverRendered()
    const textarea = screen.getByLabelText('Alt text') as HTMLTextAreaElement
    // Typed while the page's scripts are still loading: no React handler is listening yet.
    fireEvent.input(textarea, {
      target: { value: 'Two children holding paper lanterns on the canal path' },
    })
    await act(async () => {
      hydrateRoot(container, field)
    })
    expect(textarea.value).toBe('Two children holding paper lanterns on the canal path')
    expect(screen.queryByText(/looks like a file name/)).toBeNull()
  })

  it('warns as the editor types', async () => {
    const container = serverRendered()
    await act(async () => {
      hydrateRoot(container, field)
    })
    expect(screen.getByText(/looks like a file name/)).toBeTruthy()
    const textarea = screen.getByLabelText('Alt text')
    await userEvent.clear(textarea)
    await userEvent.type(textarea, 'Image of a kite')
    expect(screen.queryByText(/looks like a file name/)).toBeNull()
    expect(screen.getByText(/Leave out “image of”/)).toBeTruthy()
  })
})

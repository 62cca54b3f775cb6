/**
 * @jest-environment jsdom
 */
import * as React from 'react'
import { act, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/react'

const TYPED = 'Bring a torch: the path by the canal is not lit'

/** The server's HTML in the page, as the editor sees it before the page's scripts have run. */
function serverRendered(element: ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

async function hydrate(container: HTMLElement, element: ReactNode) {
  await act(async () => {
    hydrateRoot(container, element)
  })
}

afterEach(() => document.body.replaceChildren())

describe('Textarea', () => {
  it('keeps what was typed while the page was loading', async () => {
    const { Textarea } = await import('./textarea.client')
    const field = <Textarea aria-label="Summary" defaultValue="Lanterns at dusk" />
    const container = serverRendered(field)
    fireEvent.input(screen.getByLabelText('Summary'), { target: { value: TYPED } })
    await hydrate(container, field)
    expect(screen.getByLabelText('Summary')).toHaveProperty('value', TYPED)
  })

  it('keeps what was typed before its own script was loaded', async () => {
    const field = (Textarea: typeof import('./textarea.client').Textarea) => (
      <Textarea aria-label="Summary" defaultValue="Lanterns at dusk" />
    )
    const { Textarea: Server } = await import('./textarea.client')
    const container = serverRendered(field(Server))
    // No event reaches a module not yet loaded: it finds the typing in the page.
    ;(screen.getByLabelText('Summary') as HTMLTextAreaElement).value = TYPED
    let Fresh: typeof Server = Server
    jest.isolateModules(() => {
      jest.doMock('react', () => React)
      Fresh = jest.requireActual<typeof import('./textarea.client')>('./textarea.client').Textarea
    })
    await hydrate(container, field(Fresh))
    expect(screen.getByLabelText('Summary')).toHaveProperty('value', TYPED)
  })

  // The reason for Textarea. When this fails, React keeps early typing itself
  // (docs/upstream/textarea-hydration.md) and Textarea can be a plain textarea again.
  it('is needed: React puts a plain textarea back to its server text when it hydrates', async () => {
    const field = <textarea aria-label="Summary" defaultValue="Lanterns at dusk" />
    const container = serverRendered(field)
    fireEvent.input(screen.getByLabelText('Summary'), { target: { value: TYPED } })
    await hydrate(container, field)
    expect(screen.getByLabelText('Summary')).toHaveProperty('value', 'Lanterns at dusk')
  })
})

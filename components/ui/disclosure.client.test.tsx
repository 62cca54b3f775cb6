/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Disclosure } from './disclosure.client'

function setup(props: Partial<Parameters<typeof Disclosure>[0]> = {}) {
  render(
    <Disclosure summary="Who can apply?" {...props}>
      <p>Residents of both areas.</p>
    </Disclosure>,
  )
  const button = screen.getByRole('button', { name: 'Who can apply?' })
  const panelId = button.getAttribute('aria-controls') ?? ''
  const panel = document.getElementById(panelId)
  const arrow = button.querySelector('svg')
  return { button, panel, arrow, user: userEvent.setup() }
}

describe('Disclosure', () => {
  it('starts closed: aria-expanded false, the panel closed and the arrow pointing right', () => {
    const { button, panel, arrow } = setup()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeNull()
    expect(panel).toHaveAttribute('data-state', 'closed')
    expect(arrow).toHaveAttribute('data-direction', 'right')
    // The content is rendered (so it is in the server HTML), only hidden.
    expect(panel).toHaveTextContent('Residents of both areas.')
  })

  it('is a real button inside a heading of the given level', () => {
    const { button } = setup({ headingLevel: 2 })
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('type', 'button')
    expect(screen.getByRole('heading', { level: 2, name: 'Who can apply?' })).toContainElement(
      button,
    )
  })

  it('toggles open and closed on click, turning the arrow down and back', async () => {
    const { button, panel, arrow, user } = setup()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toHaveAttribute('data-state', 'open')
    expect(arrow).toHaveAttribute('data-direction', 'down')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).toHaveAttribute('data-state', 'closed')
    expect(arrow).toHaveAttribute('data-direction', 'right')
  })

  it('toggles with Enter and with Space from the keyboard', async () => {
    const { button, user } = setup()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('can start open', () => {
    const { button, panel } = setup({ defaultOpen: true })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toHaveAttribute('data-state', 'open')
  })

  it('gives each instance its own panel id', () => {
    render(
      <>
        <Disclosure summary="One">1</Disclosure>
        <Disclosure summary="Two">2</Disclosure>
      </>,
    )
    const one = screen.getByRole('button', { name: 'One' }).getAttribute('aria-controls')
    const two = screen.getByRole('button', { name: 'Two' }).getAttribute('aria-controls')
    expect(one).toBeTruthy()
    expect(one).not.toBe(two)
  })
})

/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { NeedsAdmin } from './needs-admin'

describe('an editor sent away from an administrators’ page', () => {
  it('is told why, whom to ask, and the way back', () => {
    render(<NeedsAdmin email="sam@example.org" />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are signed in as sam@example.org, an editor. The page you asked for is for administrators only',
    )
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
  })
})

/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { WhenLine } from './when-line'

describe('an event page’s when line', () => {
  it('says the date in bold while the event goes ahead', () => {
    render(<WhenLine status="scheduled">Saturday 21st March, 7:30pm</WhenLine>)
    const line = screen.getByText('Saturday 21st March, 7:30pm')
    expect(line).toHaveClass('start')
    expect(line).not.toHaveTextContent('Was planned')
  })

  it.each(['postponed', 'cancelled'] as const)('%s: the old date as what was planned', (status) => {
    render(<WhenLine status={status}>Saturday 21st March, 7:30pm</WhenLine>)
    const line = screen.getByText(/Saturday 21st March/)
    expect(line).toHaveTextContent('Was planned: Saturday 21st March, 7:30pm')
    expect(line).not.toHaveClass('start')
  })
})

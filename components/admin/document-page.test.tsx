/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { SavedNotice, usesNote } from './document-page'

describe('SavedNotice', () => {
  it('says a library picture no page uses changed no public page', () => {
    render(<SavedNotice saved published publicPath={null} savedNote={usesNote(0)} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved\. No page uses it yet\.$/)
    expect(screen.queryByText(/public page/)).toBeNull()
  })

  it('says a used picture shows as saved where it is used', () => {
    expect(usesNote(1)).toBe('The page that uses it shows it now.')
    expect(usesNote(3)).toBe('The 3 pages that use it show it now.')
  })

  it('says a published document’s public page shows the save', () => {
    render(<SavedNotice saved published publicPath="/events/folk-night" />)
    expect(screen.getByRole('status')).toHaveTextContent('Saved. The public page shows it now.')
  })
})

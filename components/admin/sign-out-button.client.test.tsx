/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { SignOutButton } from './sign-out-button.client'
import { unsavedKey, writeUnsaved } from './unsaved/unsaved-changes'

describe('SignOutButton', () => {
  it('posts to /admin/sign-out, and removes the unsaved changes this browser keeps first', () => {
    writeUnsaved(unsavedKey('uid-a', '/admin/events', 'e1'), [['title', 'Half-typed']])
    writeUnsaved(unsavedKey('uid-b', '/admin/updates'), [['title', 'Another account']])
    localStorage.setItem('something-else', 'kept')
    render(<SignOutButton />)
    const form = screen.getByRole('button', { name: 'Sign out' }).closest('form')!
    expect(form).toHaveAttribute('action', '/admin/sign-out')
    expect(form).toHaveAttribute('method', 'post')
    fireEvent.submit(form)
    expect(Object.keys(localStorage)).toEqual(['something-else'])
  })
})

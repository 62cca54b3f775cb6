/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { requireRole } from '@/lib/admin/accounts/session'
import { DemoMailbox } from './demo-mailbox'

jest.mock('@/lib/admin/accounts/session', () => ({ requireRole: jest.fn() }))
jest.mock('@/lib/admin/accounts/web-config', () => ({
  firebaseWebConfig: async () => ({ projectId: 'demo-test', emulatorHost: '127.0.0.1:9099' }),
}))
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('not found')
  },
}))

const mails = {
  oobCodes: [
    { email: 'new@example.org', oobCode: 'code-1', requestType: 'PASSWORD_RESET' },
    { email: 'someone@example.org', oobCode: 'code-2', requestType: 'VERIFY_EMAIL' },
  ],
}

beforeEach(() => {
  jest.mocked(requireRole).mockReset()
  global.fetch = jest.fn(async () => ({ json: async () => mails })) as unknown as typeof fetch
})

describe('DemoMailbox', () => {
  it('reads nothing for a visitor who is not a signed-in administrator', async () => {
    jest.mocked(requireRole).mockRejectedValue(new Error('NEXT_REDIRECT /admin/sign-in'))
    await expect(DemoMailbox()).rejects.toThrow('NEXT_REDIRECT')
    expect(requireRole).toHaveBeenCalledWith('admin')
    expect(global.fetch).not.toHaveBeenCalled()
  })

  it('shows each password e-mail’s text, with the link it carries', async () => {
    render(await DemoMailbox())
    const mail = screen.getByRole('article', { name: /^Reset your password for / })
    expect(mail).toHaveTextContent('To new@example.org')
    expect(mail).toHaveTextContent(
      /Follow this link to reset your .+ password for your new@example\.org account\./,
    )
    expect(mail).toHaveTextContent(
      'If you didn’t ask to reset your password, you can ignore this email.',
    )
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/admin/email-action?mode=resetPassword&oobCode=code-1',
    )
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })
})

/**
 * @jest-environment node
 */
// The one delete action serves every collection its form names: what it must refuse is a name
// the registry does not have, and a collection whose config says it is not deleted this way.
import { deleteDocument } from './delete-action'
import { removeDocument } from './documents'

const EDITOR = { uid: 'u1', email: 'editor@example.org', role: 'editor' }

jest.mock('@/lib/admin/accounts/session', () => ({ requireRole: jest.fn(async () => EDITOR) }))
jest.mock('./documents', () => ({ removeDocument: jest.fn(async () => undefined) }))
// As Next's redirect does, it ends the action by throwing.
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
}))

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

beforeEach(() => jest.mocked(removeDocument).mockClear())

it('deletes a document of the collection the form names, then shows its list', async () => {
  await expect(deleteDocument(form({ collection: 'dictionary', id: 'w1' }))).rejects.toThrow(
    'redirect /admin/dictionary?deleted=1',
  )
  expect(removeDocument).toHaveBeenCalledWith(
    EDITOR,
    expect.objectContaining({ collection: 'dictionary' }),
    'w1',
  )
})

it.each([
  ['a collection the registry does not have', 'rooms'],
  ['a name inherited by every object', 'constructor'],
  ['no collection', ''],
  ['the site’s fixed pages', 'pages'],
  ['the library, whose own delete checks the uses', 'media'],
])('refuses %s', async (_, collection) => {
  await expect(deleteDocument(form({ collection, id: 'x1' }))).rejects.toThrow(/^redirect \/admin$/)
  expect(removeDocument).not.toHaveBeenCalled()
})

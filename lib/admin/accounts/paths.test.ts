import { NO_ROLE_PATH, refusedPath } from './paths'

describe('where an account goes from a page its role does not reach', () => {
  it('with no role, to ask for one; an editor, to be told the page needs an administrator', () => {
    expect(refusedPath(null, 'editor')).toBe(NO_ROLE_PATH)
    expect(refusedPath(null, 'admin')).toBe(NO_ROLE_PATH)
    expect(refusedPath('editor', 'admin')).toBe(`${NO_ROLE_PATH}?needs=admin`)
  })
})

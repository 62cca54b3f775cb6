import { hasRole, roleFromClaims } from './roles'

describe('roleFromClaims', () => {
  it('reads a known role', () => {
    expect(roleFromClaims({ role: 'editor' })).toBe('editor')
    expect(roleFromClaims({ role: 'admin', other: 1 })).toBe('admin')
  })

  it('treats a missing or unknown role as none', () => {
    expect(roleFromClaims(undefined)).toBeNull()
    expect(roleFromClaims({})).toBeNull()
    expect(roleFromClaims({ role: 'Admin' })).toBeNull()
    expect(roleFromClaims({ admin: true })).toBeNull()
  })
})

describe('hasRole', () => {
  it('lets an administrator do what an editor may', () => {
    expect(hasRole('admin', 'editor')).toBe(true)
    expect(hasRole('admin', 'admin')).toBe(true)
  })

  it('keeps editors from managing accounts, and no role from anything', () => {
    expect(hasRole('editor', 'editor')).toBe(true)
    expect(hasRole('editor', 'admin')).toBe(false)
    expect(hasRole(null, 'editor')).toBe(false)
  })
})

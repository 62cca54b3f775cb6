/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { EDITED_KINDS } from '@/lib/admin/collections'

jest.mock('./dictionary/screens', () => ({ dictionaryScreens: { editLabel: 'Dictionary' } }))
jest.mock('./events/screens', () => ({ eventScreens: { editLabel: 'Events' } }))
jest.mock('./questions/screens', () => ({ questionScreens: { editLabel: 'Questions' } }))
jest.mock('./staff/screens', () => ({ staffScreens: { editLabel: 'Staff' } }))
jest.mock('./updates/screens', () => ({ updateScreens: { editLabel: 'Updates' } }))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ADMIN_COLLECTIONS, adminCollection } = require('./index') as typeof import('./index')

const ADMIN = join(__dirname, '..', '..', '..', 'app', 'admin')

describe('the admin registry', () => {
  it('gives every edited collection its screens, at an address of its own', () => {
    expect(ADMIN_COLLECTIONS.map((c) => c.collection).sort()).toEqual(
      Object.keys(EDITED_KINDS).sort(),
    )
    for (const entry of ADMIN_COLLECTIONS) {
      expect(entry.screens).toBeDefined()
      expect(adminCollection(entry.segment)).toBe(entry)
    }
    expect(adminCollection('nothing')).toBeNull()
  })

  it('serves every collection from the three [collection] routes, none from a folder of its own', () => {
    const folders = readdirSync(ADMIN, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders).toContain('[collection]')
    // A folder named like a collection would take its address from the registry's routes.
    expect(folders.filter((f) => ADMIN_COLLECTIONS.some((c) => c.segment === f))).toEqual([])
  })
})

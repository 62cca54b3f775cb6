/**
 * @jest-environment node
 */
import { serverMarkup } from '@/test/support/server-tree'
import AdminLayout from '@/app/admin/layout'
import AdminPage from '@/app/admin/page'
import AdminEditPage, { generateMetadata as editMetadata } from './[id]/page'
import AdminNewPage, { generateMetadata as newMetadata } from './new/page'
import AdminListPage, { generateMetadata as listMetadata } from './page'

// The tests' own registry: the site's collections as placeholders, and a sixth the site does
// not have (workshops), served by the same three route files, nav and dashboard.
jest.mock('@/lib/admin/collections', () => {
  const actual = jest.requireActual('@/lib/admin/collections')
  const workshops = {
    collection: 'workshops',
    segment: 'workshops',
    basePath: '/admin/workshops',
    noun: 'workshop',
    plural: 'workshops',
    heading: 'Workshops',
    summary: 'the courses the programme runs.',
  }
  return { ...actual, EDITED_KINDS: { ...actual.EDITED_KINDS, workshops } }
})
jest.mock('@/components/admin/collections', () => {
  const { EDITED_KINDS } = jest.requireMock('@/lib/admin/collections/index')
  const { adminRegistry } = jest.requireActual('@/components/admin/collections/registry')
  const placeholder = (name: string) => ({
    addLabel: `Add ${name}`,
    untitled: name,
    editLabel: name,
    List: async () => null,
    newForm: async () => null,
    edit: async () => null,
    remove: async () => undefined,
  })
  const workshops = {
    listNote: 'Courses that run over weeks.',
    addLabel: 'Add a workshop',
    untitled: 'A workshop without a name',
    editLabel: 'Edit a workshop',
    List: async () => (
      <ul>
        <li>Clay for beginners</li>
      </ul>
    ),
    newForm: async () => <form aria-label="New workshop" />,
    edit: async (id: string) =>
      id === 'clay'
        ? {
            id,
            title: 'Clay for beginners',
            published: true,
            publicPath: '/workshops/clay',
            form: <form aria-label="Workshop" />,
          }
        : null,
    remove: async () => undefined,
  }
  const kinds = Object.values(EDITED_KINDS) as {
    collection: string
    segment: string
    basePath: string
    noun: string
    heading: string
  }[]
  const screens = Object.fromEntries(
    kinds.map((kind) => [
      kind.collection,
      kind.collection === 'workshops' ? workshops : placeholder(kind.heading),
    ]),
  )
  const registry = adminRegistry(kinds, screens)
  return { ADMIN_COLLECTIONS: registry.collections, adminCollection: registry.find }
})
jest.mock('@/lib/admin/accounts/session', () => ({
  requireRole: async () => ({ email: 'editor@example.org', role: 'editor' }),
  currentEditor: async () => ({ email: 'editor@example.org', role: 'editor' }),
}))
jest.mock('@/components/admin/document-history', () => ({
  DocumentHistory: ({ collection, id }: { collection: string; id: string }) => (
    <section>
      History of {collection}/{id}
    </section>
  ),
}))
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  connection: async () => undefined,
}))

const params = <T extends Record<string, string>>(value: T) => ({
  params: Promise.resolve(value),
  searchParams: Promise.resolve({}),
})
// Route props as Next types them; the routes read only these two.
type RouteProps<P> = P extends (props: infer Q) => unknown ? Q : never
const as = <P,>(value: unknown) => value as RouteProps<P>

describe('a collection added to the registry alone', () => {
  it('is in the nav and on the dashboard', async () => {
    const nav = await serverMarkup(await AdminLayout({ children: null }))
    expect(nav).toMatch(
      /<nav aria-label="Admin".*<a [^>]*href="\/admin\/workshops"[^>]*>Workshops<\/a>/,
    )
    const dashboard = await serverMarkup(AdminPage())
    expect(dashboard).toMatch(
      /<a href="\/admin\/workshops">Workshops<\/a>: the courses the programme runs\./,
    )
  })

  it('has a list with its add link, from [collection]/page.tsx', async () => {
    const html = await serverMarkup(
      AdminListPage(as<typeof AdminListPage>(params({ collection: 'workshops' }))),
    )
    expect(html).toContain('<h1>Workshops</h1>')
    expect(html).toMatch(
      /Courses that run over weeks\. <a[^>]*href="\/admin\/workshops\/new">Add a workshop/,
    )
    expect(html).toContain('<li>Clay for beginners</li>')
    const meta = await listMetadata(as<typeof listMetadata>(params({ collection: 'workshops' })))
    expect(meta.title).toBe('Workshops')
  })

  it('has a new page, from [collection]/new/page.tsx', async () => {
    const html = await serverMarkup(
      AdminNewPage(as<typeof AdminNewPage>(params({ collection: 'workshops' }))),
    )
    expect(html).toContain('<h1>Add a workshop</h1>')
    expect(html).toContain('aria-label="New workshop"')
    const meta = await newMetadata(as<typeof newMetadata>(params({ collection: 'workshops' })))
    expect(meta.title).toBe('Add a workshop')
  })

  it('has an edit page with delete and history, from [collection]/[id]/page.tsx', async () => {
    const html = await serverMarkup(
      AdminEditPage(as<typeof AdminEditPage>(params({ collection: 'workshops', id: 'clay' }))),
    )
    expect(html).toContain('<h1>Clay for beginners</h1>')
    expect(html).toContain('aria-label="Workshop"')
    expect(html).toContain('Delete this workshop')
    expect(html).toContain('History of workshops/clay')
    const meta = await editMetadata(
      as<typeof editMetadata>(params({ collection: 'workshops', id: 'clay' })),
    )
    expect(meta.title).toBe('Edit a workshop')
  })

  it('answers an unknown collection or document with the not-found page', async () => {
    const notFound = /NEXT_HTTP_ERROR_FALLBACK;404/
    await expect(
      serverMarkup(AdminListPage(as<typeof AdminListPage>(params({ collection: 'rooms' })))),
    ).rejects.toThrow(notFound)
    await expect(
      serverMarkup(
        AdminEditPage(as<typeof AdminEditPage>(params({ collection: 'workshops', id: 'nowhere' }))),
      ),
    ).rejects.toThrow(notFound)
  })
})

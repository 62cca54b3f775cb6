/**
 * @jest-environment node
 */
import { serverMarkup } from '@/test/support/server-tree'
import AdminLayout from '../layout'
import AdminPage from '../page'
import AdminEditPage, { generateMetadata as editMetadata } from './[id]/page'
import AdminNewPage, { generateMetadata as newMetadata } from './new/page'
import AdminListPage, { generateMetadata as listMetadata } from './page'

// The tests' own registry: the site's five collections as placeholders, and a sixth the site
// does not have, served by the same three route files, nav and dashboard.
jest.mock('@/components/admin/collections', () => {
  const { EDITED_KINDS } = jest.requireActual('@/lib/admin/kinds')
  const { adminRegistry } = jest.requireActual('@/components/admin/collections/registry')
  const placeholder = (heading: string) => ({
    heading,
    summary: `${heading} (not under test).`,
    addLabel: `Add ${heading}`,
    untitled: heading,
    editLabel: heading,
    List: async () => null,
    newForm: async () => null,
    edit: async () => null,
    remove: async () => undefined,
  })
  const venues = {
    heading: 'Venues',
    summary: 'the places events happen.',
    listNote: 'Where events happen.',
    addLabel: 'Add a venue',
    untitled: 'A venue without a name',
    editLabel: 'Edit a venue',
    List: async () => (
      <ul>
        <li>The Old Library</li>
      </ul>
    ),
    newForm: async () => <form aria-label="New venue" />,
    edit: async (id: string) =>
      id === 'old-library'
        ? {
            id,
            title: 'The Old Library',
            published: true,
            publicPath: '/venues/old-library',
            form: <form aria-label="Venue" />,
          }
        : null,
    remove: async () => undefined,
  }
  const kinds: { collection: string; basePath: string; noun: string; plural?: string }[] = [
    ...(Object.values(EDITED_KINDS) as { collection: string; basePath: string; noun: string }[]),
    { collection: 'venues', basePath: '/admin/venues', noun: 'venue' },
  ]
  const screens = Object.fromEntries(
    kinds.map((kind) => [
      kind.collection,
      kind.collection === 'venues' ? venues : placeholder(kind.plural ?? kind.collection),
    ]),
  )
  const registry = adminRegistry(kinds, screens)
  return { ADMIN_COLLECTIONS: registry.collections, adminCollection: registry.find }
})
jest.mock('@/lib/admin/session', () => ({
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
    expect(nav).toMatch(/<nav aria-label="Admin".*<a [^>]*href="\/admin\/venues"[^>]*>Venues<\/a>/)
    const dashboard = await serverMarkup(AdminPage())
    expect(dashboard).toMatch(/<a href="\/admin\/venues">Venues<\/a>: the places events happen\./)
  })

  it('has a list with its add link, from [collection]/page.tsx', async () => {
    const html = await serverMarkup(
      AdminListPage(as<typeof AdminListPage>(params({ collection: 'venues' }))),
    )
    expect(html).toContain('<h1>Venues</h1>')
    expect(html).toMatch(/Where events happen\. <a[^>]*href="\/admin\/venues\/new">Add a venue/)
    expect(html).toContain('<li>The Old Library</li>')
    const meta = await listMetadata(as<typeof listMetadata>(params({ collection: 'venues' })))
    expect(meta.title).toBe('Venues')
  })

  it('has a new page, from [collection]/new/page.tsx', async () => {
    const html = await serverMarkup(
      AdminNewPage(as<typeof AdminNewPage>(params({ collection: 'venues' }))),
    )
    expect(html).toContain('<h1>Add a venue</h1>')
    expect(html).toContain('aria-label="New venue"')
    const meta = await newMetadata(as<typeof newMetadata>(params({ collection: 'venues' })))
    expect(meta.title).toBe('Add a venue')
  })

  it('has an edit page with delete and history, from [collection]/[id]/page.tsx', async () => {
    const html = await serverMarkup(
      AdminEditPage(as<typeof AdminEditPage>(params({ collection: 'venues', id: 'old-library' }))),
    )
    expect(html).toContain('<h1>The Old Library</h1>')
    expect(html).toContain('aria-label="Venue"')
    expect(html).toContain('Delete this venue')
    expect(html).toContain('History of venues/old-library')
    const meta = await editMetadata(
      as<typeof editMetadata>(params({ collection: 'venues', id: 'old-library' })),
    )
    expect(meta.title).toBe('Edit a venue')
  })

  it('answers an unknown collection or document with the not-found page', async () => {
    const notFound = /NEXT_HTTP_ERROR_FALLBACK;404/
    await expect(
      serverMarkup(AdminListPage(as<typeof AdminListPage>(params({ collection: 'rooms' })))),
    ).rejects.toThrow(notFound)
    await expect(
      serverMarkup(
        AdminEditPage(as<typeof AdminEditPage>(params({ collection: 'venues', id: 'nowhere' }))),
      ),
    ).rejects.toThrow(notFound)
  })
})

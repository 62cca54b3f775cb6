/**
 * @jest-environment node
 */
import { serverMarkup } from '@/test/support/server-tree'
import AdminLayout from '@/app/admin/layout'
import AdminPage from '@/app/admin/page'
import ActivityPage from '@/app/admin/activity/page'
import { ACTIVITY_COLLECTIONS, editedKind, recordNoun } from '@/lib/admin/collections'
import AdminEditPage, { generateMetadata as editMetadata } from './[id]/page'
import AdminNewPage, { generateMetadata as newMetadata } from './new/page'
import AdminListPage, { generateMetadata as listMetadata } from './page'

// A tenth collection the site does not have (workshops), in folders shaped like a real one's
// (test/fixtures/tenth-collection/{lib,components}): each registry gets one line, its actual
// list and the fixture, as adding a collection would; nothing else names it.
jest.mock('@/lib/admin/collections', () => {
  const actual = jest.requireActual('@/lib/admin/collections')
  const { WORKSHOPS } = jest.requireActual('@/test/fixtures/tenth-collection/lib/config')
  return { ...actual, ...actual.collectionRegistry([...actual.COLLECTIONS, WORKSHOPS]) }
})
jest.mock('@/components/admin/collections', () => {
  const actual = jest.requireActual('@/components/admin/collections')
  const { workshopScreens } = jest.requireActual(
    '@/test/fixtures/tenth-collection/components/screens',
  )
  return { ...actual, ...actual.screensRegistry({ ...actual.SCREENS, workshops: workshopScreens }) }
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
jest.mock('@/lib/admin/history/activity', () => ({
  recentActivity: async () => ({
    entries: [
      {
        id: 'change-1',
        at: '2026-11-24T18:30:00Z',
        email: 'editor@example.org',
        action: 'update',
        collection: 'workshops',
        documentId: 'clay',
        label: 'Clay for beginners',
        changes: { name: { before: 'Clay', after: 'Clay for beginners' } },
        restorable: true,
      },
    ],
    next: null,
  }),
  recentEditors: async () => ['editor@example.org'],
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

describe('a tenth collection: its two folders and a line in each registry', () => {
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
    expect(html).toContain('<p role="status">1 workshop</p>')
    expect(html).toContain('<a href="/admin/workshops/clay">Clay for beginners</a>')
    const meta = await listMetadata(as<typeof listMetadata>(params({ collection: 'workshops' })))
    expect(meta.title).toBe('Workshops')
  })

  it('says so on its list after a delete', async () => {
    const deleted = {
      ...params({ collection: 'workshops' }),
      searchParams: Promise.resolve({ deleted: '1' }),
    }
    const html = await serverMarkup(AdminListPage(as<typeof AdminListPage>(deleted)))
    expect(html).toContain('<p role="status">The workshop was deleted.</p>')
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
    expect(html).toContain('value="Clay for beginners"')
    expect(html).toContain('Delete this workshop')
    // The one delete action (lib/admin/documents/delete-action.ts) learns which collection.
    expect(html).toContain('<input type="hidden" name="collection" value="workshops"/>')
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

  it('has its path and noun derived from its config', () => {
    expect(editedKind('workshops')?.basePath).toBe('/admin/workshops')
    expect(recordNoun('workshops')).toBe('Workshop')
    expect(ACTIVITY_COLLECTIONS).toContainEqual({ value: 'workshops', label: 'Workshops' })
  })

  it('is in the activity filter, and its records link to its edit page', async () => {
    const html = await serverMarkup(ActivityPage(as<typeof ActivityPage>(params({}))))
    expect(html).toContain('<option value="workshops">Workshops</option>')
    // The history table (components/admin/history-table.tsx) names and links the record.
    expect(html).toContain(
      '<td data-label="What">Workshop: <a href="/admin/workshops/clay">Clay for beginners</a></td>',
    )
  })
})

/**
 * @jest-environment node
 */
// formScreens derives a collection's edit read and a new document's values from its config and
// its form values: nothing in the collection's folder spells them.
import { renderToStaticMarkup } from 'react-dom/server'
import { editableReader } from '@/lib/admin/documents/documents'
import { formScreens } from './form-screens'

const STORED: Record<string, Record<string, unknown>> = { v1: { name: 'The Old Mill' } }

jest.mock('@/lib/admin/documents/documents', () => ({
  editableReader: jest.fn(
    (collection: string, toValues: (data: Record<string, unknown>) => unknown) =>
      async (id: string) => {
        const data = collection === 'venues' ? STORED[id] : undefined
        return data ? { id, values: toValues(data), version: 'ver-1' } : null
      },
  ),
}))

const screens = formScreens({
  Form: ({ values, version }: { values: { name: string }; version?: string }) => (
    <form aria-label={`${values.name || 'New'} ${version ?? ''}`} />
  ),
  kind: { collection: 'venues' },
  values: (stored) => ({ name: typeof stored?.name === 'string' ? stored.name : '' }),
  describe: ({ values }) => ({ title: values.name, published: true, publicPath: null }),
})

it('reads the stored document of its collection, with the form values made from it', async () => {
  expect(editableReader).toHaveBeenCalledWith('venues', expect.any(Function))
  const view = await screens.edit('v1')
  expect(view?.title).toBe('The Old Mill')
  expect(renderToStaticMarkup(<>{view?.form}</>)).toContain('aria-label="The Old Mill ver-1"')
  expect(await screens.edit('v2')).toBeNull()
})

it('opens a new document with the values of none stored', async () => {
  expect(renderToStaticMarkup(await screens.newForm())).toBe('<form aria-label="New "></form>')
})

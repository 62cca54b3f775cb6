import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { adminCollection } from '@/components/admin/collections'
import { DocumentHistory } from '@/components/admin/document-history'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { UnsavedOwner } from '@/components/admin/unsaved/owner.client'
import { currentEditor } from '@/lib/admin/accounts/session'
import { deleteDocument } from '@/lib/admin/documents/delete-action'
import { decodeSegment } from '@/lib/site/routes'
import { loadingPage } from '@/components/admin/loading'

export async function generateMetadata({
  params,
}: PageProps<'/admin/[collection]/[id]'>): Promise<Metadata> {
  return { title: adminCollection((await params).collection)?.screens.editLabel ?? 'Not found' }
}

async function Edit({ params, searchParams }: PageProps<'/admin/[collection]/[id]'>) {
  const given = await params
  const found = adminCollection(given.collection)
  const id = decodeSegment(given.id)
  const view = found && id !== null ? await found.screens.edit(id) : null
  if (!found || !view) notFound()
  const [query, editor] = await Promise.all([searchParams, currentEditor()])
  return (
    <>
      <h1>{view.title || found.screens.untitled}</h1>
      <SavedNotice
        saved={query.saved === '1'}
        restored={query.restored === '1'}
        published={view.published}
        scheduledFor={view.scheduledFor}
        unpublishAt={view.unpublishAt}
        preview={view.preview}
        publicPath={view.publicPath}
        savedNote={view.savedNote}
        duplicateHref={
          view.duplicate ? `${found.basePath}/new?from=${encodeURIComponent(view.id)}` : undefined
        }
      />
      <UnsavedOwner uid={editor?.uid ?? null}>{view.form}</UnsavedOwner>
      {found.deletable ? (
        <DeleteForm
          collection={found.collection}
          id={view.id}
          noun={found.noun}
          title={view.title}
          action={deleteDocument}
        />
      ) : null}
      <DocumentHistory collection={found.collection} id={view.id} />
    </>
  )
}

/** One document of any collection, to edit (components/admin/collections: the registry). */
export default loadingPage<PageProps<'/admin/[collection]/[id]'>>(Edit)

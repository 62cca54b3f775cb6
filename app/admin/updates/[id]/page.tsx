import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { DocumentHistory } from '@/components/admin/document-history'
import { UpdateForm } from '@/components/admin/update-form.client'
import { deleteUpdate } from '@/lib/admin/update-actions'
import { getEditableUpdate, updateCategorySuggestions } from '@/lib/admin/updates'
import { UPDATES_COLLECTION } from '@/lib/content/collections'
import { decodeSegment, updatePath } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit an update' }

async function EditUpdate({ params, searchParams }: PageProps<'/admin/updates/[id]'>) {
  const id = decodeSegment((await params).id)
  const update = id === null ? null : await getEditableUpdate(id)
  if (!update) notFound()
  const query = await searchParams
  return (
    <>
      <h1>{update.values.title || 'Untitled update'}</h1>
      <SavedNotice
        saved={query.saved === '1'}
        restored={query.restored === '1'}
        published={update.published}
        scheduledFor={update.scheduledFor}
        preview={{ kind: 'updates', id: update.id }}
        publicPath={update.titleSlug ? updatePath(update) : null}
      />
      <UpdateForm
        key={update.version}
        id={update.id}
        version={update.version}
        values={update.values}
        categorySuggestions={await updateCategorySuggestions()}
      />
      <DeleteForm id={update.id} noun="update" title={update.values.title} action={deleteUpdate} />
      <DocumentHistory collection={UPDATES_COLLECTION} id={update.id} />
    </>
  )
}

export default function EditUpdatePage(props: PageProps<'/admin/updates/[id]'>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <EditUpdate {...props} />
    </Suspense>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { UpdateForm } from '@/components/admin/update-form.client'
import { deleteUpdate } from '@/lib/admin/update-actions'
import { getEditableUpdate, updateCategorySuggestions } from '@/lib/admin/updates'
import { decodeSegment, updatePath } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit an update' }

async function EditUpdate({ params, searchParams }: PageProps<'/admin/updates/[id]'>) {
  const id = decodeSegment((await params).id)
  const update = id === null ? null : await getEditableUpdate(id)
  if (!update) notFound()
  return (
    <>
      <h1>{update.values.title || 'Untitled update'}</h1>
      <SavedNotice
        saved={(await searchParams).saved === '1'}
        published={update.published}
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

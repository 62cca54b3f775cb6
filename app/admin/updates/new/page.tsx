import type { Metadata } from 'next'
import { Suspense } from 'react'
import { UpdateForm } from '@/components/admin/update-form.client'
import { requireRole } from '@/lib/admin/session'
import { updateFormValues } from '@/lib/admin/update-form'
import { updateCategorySuggestions } from '@/lib/admin/updates'

export const metadata: Metadata = { title: 'Add an update' }

async function NewUpdate() {
  await requireRole('editor')
  return (
    <UpdateForm
      values={updateFormValues(null, new Date())}
      categorySuggestions={await updateCategorySuggestions()}
    />
  )
}

export default function NewUpdatePage() {
  return (
    <>
      <h1>Add an update</h1>
      <p>It stays a draft, seen by nobody else, until you tick “Published”.</p>
      <Suspense fallback={<p>Loading…</p>}>
        <NewUpdate />
      </Suspense>
    </>
  )
}

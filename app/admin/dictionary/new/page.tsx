import type { Metadata } from 'next'
import { Suspense } from 'react'
import { DictionaryForm } from '@/components/admin/dictionary-form.client'
import { dictionaryFormValues } from '@/lib/admin/dictionary-form'
import { requireRole } from '@/lib/admin/session'

export const metadata: Metadata = { title: 'Add a word' }

async function NewWord() {
  await requireRole('editor')
  return <DictionaryForm values={dictionaryFormValues(null)} />
}

export default function NewWordPage() {
  return (
    <>
      <h1>Add a word</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <NewWord />
      </Suspense>
    </>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { DictionaryForm } from '@/components/admin/dictionary-form.client'
import { DocumentHistory } from '@/components/admin/document-history'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { getEditableWord } from '@/lib/admin/dictionary'
import { deleteWord } from '@/lib/admin/dictionary-actions'
import { letterOf } from '@/lib/admin/dictionary-form'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import { decodeSegment, dictionaryPath } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit a word' }

async function EditWord({ params, searchParams }: PageProps<'/admin/dictionary/[id]'>) {
  const id = decodeSegment((await params).id)
  const entry = id === null ? null : await getEditableWord(id)
  if (!entry) notFound()
  const query = await searchParams
  const letter = letterOf(entry.values.word)
  return (
    <>
      <h1>{entry.values.word || 'A word without a word'}</h1>
      <SavedNotice
        saved={query.saved === '1'}
        restored={query.restored === '1'}
        published
        publicPath={letter ? dictionaryPath(letter) : null}
      />
      <DictionaryForm
        key={entry.version}
        id={entry.id}
        version={entry.version}
        values={entry.values}
      />
      <DeleteForm id={entry.id} noun="word" title={entry.values.word} action={deleteWord} />
      <DocumentHistory collection={DICTIONARY_COLLECTION} id={entry.id} />
    </>
  )
}

export default function EditWordPage(props: PageProps<'/admin/dictionary/[id]'>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <EditWord {...props} />
    </Suspense>
  )
}

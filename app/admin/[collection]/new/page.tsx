import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { adminCollection, type CollectionScreens } from '@/components/admin/collections'

export async function generateMetadata({
  params,
}: PageProps<'/admin/[collection]/new'>): Promise<Metadata> {
  return { title: adminCollection((await params).collection)?.screens.addLabel ?? 'Not found' }
}

async function NewForm({ screens }: { screens: CollectionScreens }) {
  return screens.newForm()
}

async function New({ params }: PageProps<'/admin/[collection]/new'>) {
  const found = adminCollection((await params).collection)
  if (!found) notFound()
  const { screens } = found
  return (
    <>
      <h1>{screens.addLabel}</h1>
      {screens.newNote ? <p>{screens.newNote}</p> : null}
      <Suspense fallback={<p>Loading…</p>}>
        <NewForm screens={screens} />
      </Suspense>
    </>
  )
}

/** A new document of any collection (components/admin/collections: the registry). */
export default function AdminNewPage(props: PageProps<'/admin/[collection]/new'>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <New {...props} />
    </Suspense>
  )
}

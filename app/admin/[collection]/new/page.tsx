import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { adminCollection, type CollectionScreens } from '@/components/admin/collections'
import { UnsavedOwner } from '@/components/admin/unsaved/owner.client'
import { requireRole } from '@/lib/admin/accounts/session'
import { Loading, loadingPage } from '@/components/admin/loading'

export async function generateMetadata({
  params,
}: PageProps<'/admin/[collection]/new'>): Promise<Metadata> {
  return { title: adminCollection((await params).collection)?.screens.addLabel ?? 'Not found' }
}

async function NewForm({ screens, from }: { screens: CollectionScreens; from?: string }) {
  // Checked here, once for every collection: a blank form reads nothing that would check it.
  const editor = await requireRole('editor')
  const form = await screens.newForm?.(from)
  return <UnsavedOwner uid={editor.uid}>{form}</UnsavedOwner>
}

async function New({ params, searchParams }: PageProps<'/admin/[collection]/new'>) {
  const [found, query] = await Promise.all([
    params.then(({ collection }) => adminCollection(collection)),
    searchParams,
  ])
  // A fixed set of documents (the site's pages) has no new one.
  if (!found?.screens.newForm) notFound()
  const { screens } = found
  return (
    <>
      <h1>{screens.addLabel}</h1>
      {screens.newNote ? <p>{screens.newNote}</p> : null}
      <Loading>
        <NewForm screens={screens} from={typeof query.from === 'string' ? query.from : undefined} />
      </Loading>
    </>
  )
}

/** A new document of any collection (components/admin/collections: the registry). */
export default loadingPage<PageProps<'/admin/[collection]/new'>>(New)

import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { adminCollection } from '@/components/admin/collections'
import { Loading, loadingPage } from '@/components/admin/loading'

export async function generateMetadata({
  params,
}: PageProps<'/admin/[collection]'>): Promise<Metadata> {
  return { title: adminCollection((await params).collection)?.heading ?? 'Not found' }
}

async function List({ params, searchParams }: PageProps<'/admin/[collection]'>) {
  const found = adminCollection((await params).collection)
  if (!found) notFound()
  const { screens, basePath, heading, noun } = found
  return (
    <>
      <h1>{heading}</h1>
      {(await searchParams).deleted ? <p role="status">The {noun} was deleted.</p> : null}
      <p>
        {screens.listNote ? `${screens.listNote} ` : null}
        {screens.newForm && screens.addLabel ? (
          <Link className="button admin-button" href={`${basePath}/new`}>
            {screens.addLabel}
          </Link>
        ) : null}
      </p>
      <Loading>
        <screens.List searchParams={searchParams} />
      </Loading>
    </>
  )
}

/** Every collection's list (components/admin/collections: the registry). */
export default loadingPage<PageProps<'/admin/[collection]'>>(List)

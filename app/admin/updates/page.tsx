import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { DocumentList } from '@/components/admin/document-list'
import { listUpdates } from '@/lib/admin/updates'

export const metadata: Metadata = { title: 'Updates' }

const UPDATES = {
  basePath: '/admin/updates',
  noun: 'update',
  plural: 'updates',
  dateLabel: 'Dated',
}

export default function AdminUpdatesPage({ searchParams }: PageProps<'/admin/updates'>) {
  return (
    <>
      <h1>Updates</h1>
      <p>
        <Link className="button admin-button" href="/admin/updates/new">
          Add an update
        </Link>
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <DocumentList kind={UPDATES} load={listUpdates} searchParams={searchParams} />
      </Suspense>
    </>
  )
}

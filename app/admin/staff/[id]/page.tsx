import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { DocumentHistory } from '@/components/admin/document-history'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { StaffForm } from '@/components/admin/staff-form.client'
import { getEditableProfile } from '@/lib/admin/staff'
import { deleteProfile } from '@/lib/admin/staff-actions'
import { STAFF_COLLECTION } from '@/lib/content/collections'
import { decodeSegment } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit a profile' }

async function EditProfile({ params, searchParams }: PageProps<'/admin/staff/[id]'>) {
  const id = decodeSegment((await params).id)
  const profile = id === null ? null : await getEditableProfile(id)
  if (!profile) notFound()
  const query = await searchParams
  return (
    <>
      <h1>{profile.values.name || 'A profile without a name'}</h1>
      <SavedNotice
        saved={query.saved === '1'}
        restored={query.restored === '1'}
        published
        publicPath="/about"
      />
      <StaffForm
        key={profile.version}
        id={profile.id}
        version={profile.version}
        values={profile.values}
      />
      <DeleteForm
        id={profile.id}
        noun="profile"
        title={profile.values.name}
        action={deleteProfile}
      />
      <DocumentHistory collection={STAFF_COLLECTION} id={profile.id} />
    </>
  )
}

export default function EditProfilePage(props: PageProps<'/admin/staff/[id]'>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <EditProfile {...props} />
    </Suspense>
  )
}

import type { Metadata } from 'next'
import { Suspense } from 'react'
import { StaffForm } from '@/components/admin/staff-form.client'
import { requireRole } from '@/lib/admin/session'
import { staffFormValues } from '@/lib/admin/staff-form'

export const metadata: Metadata = { title: 'Add a profile' }

async function NewProfile() {
  await requireRole('editor')
  return <StaffForm values={staffFormValues(null)} />
}

export default function NewProfilePage() {
  return (
    <>
      <h1>Add a profile</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <NewProfile />
      </Suspense>
    </>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { moveStaffProfile } from '@/lib/admin/staff-actions'
import { listProfiles } from '@/lib/admin/staff'

export const metadata: Metadata = { title: 'Staff' }

function MoveButton({
  id,
  name,
  direction,
}: {
  id: string
  name: string
  direction: 'up' | 'down'
}) {
  return (
    <form action={moveStaffProfile}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button className="button button--ghost admin-button" type="submit">
        Move {direction}
        <span className="visually-hidden"> {name}</span>
      </button>
    </form>
  )
}

async function Profiles({ searchParams }: PageProps<'/admin/staff'>) {
  const [profiles, params] = await Promise.all([listProfiles(), searchParams])
  const moved = profiles.find((profile) => profile.id === params.moved)
  return (
    <>
      {params.deleted ? <p role="status">The profile was deleted.</p> : null}
      {moved ? (
        <p className="admin-saved" role="status">
          Moved {moved.name} {params.direction === 'up' ? 'up' : 'down'}: now number{' '}
          {profiles.indexOf(moved) + 1} of {profiles.length}. The about page shows it now.
        </p>
      ) : null}
      {params.moveError ? (
        <p className="admin-alert" role="alert">
          Nothing moved: a profile changed meanwhile. Please try again.
        </p>
      ) : null}
      <table className="admin-table admin-stack">
        <caption>In the order of the about page</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {profiles.map((profile, index) => (
            <tr key={profile.id} id={`profile-${profile.id}`} tabIndex={-1}>
              <td data-label="Name">
                <Link href={`/admin/staff/${encodeURIComponent(profile.id)}`}>{profile.name}</Link>
              </td>
              <td data-label="Role">{profile.role}</td>
              <td data-label="Order">
                <div className="admin-moves">
                  {index > 0 ? (
                    <MoveButton id={profile.id} name={profile.name} direction="up" />
                  ) : null}
                  {index < profiles.length - 1 ? (
                    <MoveButton id={profile.id} name={profile.name} direction="down" />
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export default function AdminStaffPage(props: PageProps<'/admin/staff'>) {
  return (
    <>
      <h1>Staff</h1>
      <p>
        The team on the about page.{' '}
        <Link className="button admin-button" href="/admin/staff/new">
          Add a profile
        </Link>
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <Profiles {...props} />
      </Suspense>
    </>
  )
}

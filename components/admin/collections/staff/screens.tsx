import { STAFF } from '@/lib/admin/collections/staff/config'
import { StaffForm } from '@/components/admin/collections/staff/form.client'
import { listProfiles } from '@/lib/admin/collections/staff/reads'
import { moveStaffProfile } from '@/lib/admin/collections/staff/actions'
import { staffFormValues } from '@/lib/admin/collections/staff/form'
import { formScreens } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'
import { ShortList } from '@/components/admin/collections/short-list'

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

export const staffScreens: CollectionScreens = {
  listNote: 'The team on the about page.',
  untitled: 'A profile without a name',
  List: async ({ searchParams }) => {
    const [profiles, params] = await Promise.all([listProfiles(), searchParams])
    const moved = profiles.find((profile) => profile.id === params.moved)
    return (
      <>
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
        <ShortList
          rows={profiles}
          kind={STAFF}
          name={{ label: 'Name', of: (profile) => profile.name }}
          columns={[
            { label: 'Role', cell: (profile) => profile.role },
            {
              label: 'Order',
              cell: (profile, index) => (
                <div className="admin-moves">
                  {index > 0 ? (
                    <MoveButton id={profile.id} name={profile.name} direction="up" />
                  ) : null}
                  {index < profiles.length - 1 ? (
                    <MoveButton id={profile.id} name={profile.name} direction="down" />
                  ) : null}
                </div>
              ),
            },
          ]}
          caption="In the order of the about page"
          rowProps={(profile) => ({ id: `profile-${profile.id}`, tabIndex: -1 })}
        />
      </>
    )
  },
  ...formScreens({
    Form: StaffForm,
    kind: STAFF,
    values: staffFormValues,
    describe: ({ values }) => ({ title: values.name, published: true, publicPath: '/about' }),
  }),
}

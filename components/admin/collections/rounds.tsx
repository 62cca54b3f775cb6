import Link from 'next/link'
import { RoundForm } from '@/components/admin/round-form.client'
import { deleteRound } from '@/lib/admin/round-actions'
import { roundFormValues } from '@/lib/admin/round-form'
import { getEditableRound, listRounds } from '@/lib/admin/rounds'
import { requireRole } from '@/lib/admin/session'
import { formatRoundMoment } from '@/lib/awards/display'
import type { CollectionScreens } from './screens'

const AWARDS_PATH = '/creative-communities-awards'

export const roundScreens: CollectionScreens = {
  heading: 'Award rounds',
  summary: 'the rounds of the Creative Community Awards: dates, amounts, questions and forms.',
  listNote:
    'The awards page shows the round open now (or the next to open), the one after it, and the past ones. Opening and closing times are London time.',
  addLabel: 'Add a round',
  untitled: 'A round without a name',
  editLabel: 'Edit a round',
  List: async ({ searchParams }) => {
    const [rounds, params] = await Promise.all([listRounds(), searchParams])
    const when = (iso: string | null) => (iso ? formatRoundMoment(iso) : '—')
    return (
      <>
        {params.deleted ? <p role="status">The round was deleted.</p> : null}
        <p role="status">{rounds.length === 1 ? '1 round' : `${rounds.length} rounds`}</p>
        <table className="admin-table admin-stack">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td data-label="Name">
                  <Link href={`/admin/rounds/${encodeURIComponent(round.id)}`}>{round.name}</Link>
                </td>
                <td data-label="Opens">{when(round.opensAt)}</td>
                <td data-label="Closes">{when(round.closesAt)}</td>
                <td data-label="On the site">{round.published ? 'Published' : 'Draft'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    )
  },
  newForm: async () => {
    await requireRole('editor')
    return <RoundForm values={roundFormValues(null)} />
  },
  edit: async (id) => {
    const round = await getEditableRound(id)
    if (!round) return null
    return {
      id: round.id,
      title: round.values.name,
      published: round.published,
      publicPath: round.published ? AWARDS_PATH : null,
      form: (
        <RoundForm
          key={round.version}
          id={round.id}
          version={round.version}
          values={round.values}
        />
      ),
    }
  },
  remove: deleteRound,
}

import { RoundForm } from '@/components/admin/round-form.client'
import { deleteRound } from '@/lib/admin/round-actions'
import { roundFormValues } from '@/lib/admin/round-form'
import { getEditableRound, listRounds } from '@/lib/admin/rounds'
import { requireRole } from '@/lib/admin/session'
import { formatRoundMoment } from '@/lib/awards/display'
import type { CollectionScreens } from './screens'
import { ShortList } from './short-list'

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
      <ShortList
        rows={rounds}
        basePath="/admin/rounds"
        name={{ label: 'Name', of: (round) => round.name }}
        columns={[
          { label: 'Opens', cell: (round) => when(round.opensAt) },
          { label: 'Closes', cell: (round) => when(round.closesAt) },
          { label: 'On the site', cell: (round) => (round.published ? 'Published' : 'Draft') },
        ]}
        noun={{ one: 'round', many: 'rounds' }}
        deleted={Boolean(params.deleted) && 'round'}
      />
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

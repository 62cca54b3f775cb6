import { RoundForm } from '@/components/admin/round-form.client'
import { deleteRound } from '@/lib/admin/round-actions'
import { roundFormValues } from '@/lib/admin/round-form'
import { getEditableRound, listRounds } from '@/lib/admin/rounds'
import { formatRoundMoment } from '@/lib/awards/display'
import { formScreens } from './form-screens'
import type { CollectionScreens } from './screens'
import { shortListScreen } from './short-list'

const AWARDS_PATH = '/creative-communities-awards'

const when = (iso: string | null) => (iso ? formatRoundMoment(iso) : '—')

export const roundScreens: CollectionScreens = {
  listNote:
    'The awards page shows the round open now (or the next to open), the one after it, and the past ones. Opening and closing times are London time.',
  addLabel: 'Add a round',
  untitled: 'A round without a name',
  editLabel: 'Edit a round',
  List: shortListScreen(listRounds, {
    basePath: '/admin/rounds',
    name: { label: 'Name', of: (round) => round.name },
    columns: [
      { label: 'Opens', cell: (round) => when(round.opensAt) },
      { label: 'Closes', cell: (round) => when(round.closesAt) },
      { label: 'On the site', cell: (round) => (round.published ? 'Published' : 'Draft') },
    ],
    noun: { one: 'round', many: 'rounds' },
  }),
  ...formScreens({
    Form: RoundForm,
    blank: () => roundFormValues(null),
    read: getEditableRound,
    describe: ({ values, published }) => ({
      title: values.name,
      published,
      publicPath: published ? AWARDS_PATH : null,
    }),
  }),
  remove: deleteRound,
}

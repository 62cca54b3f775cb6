import { AWARD_ROUNDS } from '@/lib/admin/collections/rounds/config'
import { RoundForm } from '@/components/admin/collections/rounds/form.client'
import { roundFormValues } from '@/lib/admin/collections/rounds/form'
import { listRounds } from '@/lib/admin/collections/rounds/reads'
import { formatRoundMoment } from '@/lib/awards/display'
import { formScreens } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'
import { shortListScreen } from '@/components/admin/collections/short-list'

const AWARDS_PATH = '/creative-communities-awards'

const when = (iso: string | null) => (iso ? formatRoundMoment(iso) : '—')

export const roundScreens: CollectionScreens = {
  listNote:
    'The awards page shows the round open now (or the next to open), the one after it, and the past ones. Opening and closing times are London time.',
  untitled: 'A round without a name',
  List: shortListScreen(listRounds, {
    kind: AWARD_ROUNDS,
    name: { label: 'Name', of: (round) => round.name },
    columns: [
      { label: 'Opens', cell: (round) => when(round.opensAt) },
      { label: 'Closes', cell: (round) => when(round.closesAt) },
      { label: 'On the site', cell: (round) => (round.published ? 'Published' : 'Draft') },
    ],
  }),
  ...formScreens({
    Form: RoundForm,
    kind: AWARD_ROUNDS,
    values: roundFormValues,
    describe: ({ values, published }) => ({
      title: values.name,
      published,
      publicPath: published ? AWARDS_PATH : null,
    }),
  }),
}

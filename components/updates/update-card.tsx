import { ContentCard } from '@/components/content/content-card'
import type { Update } from '@/lib/updates/schema'
import { formatDate } from '@/lib/site/dates.mjs'
import { updatePath } from '@/lib/site/routes'
import { leadImagePosition } from '@/lib/events/display'
import { leadImageUrl } from '@/lib/updates/images'

/** An update in a grid: its first image (or the default), title and published date. */
export function UpdateCard({ update, thisYear }: { update: Update; thisYear: number }) {
  return (
    <ContentCard
      href={updatePath(update)}
      title={update.title}
      imageUrl={leadImageUrl(update)}
      imagePosition={leadImagePosition(update)}
      themeColour={update.themeColour}
    >
      <p className="card__meta">
        <time dateTime={update.dateStart}>{formatDate(update.dateStart, thisYear)}</time>
      </p>
    </ContentCard>
  )
}

/** Updates as a grid of cards, in the order given. */
export function UpdateCardGrid({
  updates,
  thisYear,
  testId,
}: {
  updates: readonly Update[]
  thisYear: number
  testId: string
}) {
  return (
    <ul className="card-grid" data-testid={testId}>
      {updates.map((update) => (
        <li key={update.id}>
          <UpdateCard update={update} thisYear={thisYear} />
        </li>
      ))}
    </ul>
  )
}

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

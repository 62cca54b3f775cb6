import { ContentCard } from '@/components/content/content-card'
import type { Update } from '@/lib/updates/schema'
import { formatFullDate } from '@/lib/site/dates.mjs'
import { updatePath } from '@/lib/site/routes'
import { leadImageUrl } from '@/lib/updates/images'

/** An update in a grid: its first image (or the default), title and published date. */
export function UpdateCard({ update }: { update: Update }) {
  return (
    <ContentCard
      href={updatePath(update)}
      title={update.title}
      imageUrl={leadImageUrl(update)}
      themeColour={update.themeColour}
    >
      <p className="card__meta">
        <time dateTime={update.dateStart}>{formatFullDate(update.dateStart)}</time>
      </p>
    </ContentCard>
  )
}

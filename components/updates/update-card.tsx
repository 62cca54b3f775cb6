import Image from 'next/image'
import Link from 'next/link'
import type { Update } from '@/lib/content/updates'
import { formatFullDate } from '@/lib/dates'
import { themeClass, updatePath } from '@/lib/routes'
import { leadImageUrl } from '@/lib/updates/images'

/** An update in a grid: the whole card links to its page, with no client JavaScript. */
export function UpdateCard({ update }: { update: Update }) {
  return (
    <article className={`card ${themeClass(update.themeColour)}`}>
      <Image
        className="card__image"
        src={leadImageUrl(update)}
        alt=""
        width={600}
        height={400}
        sizes="(max-width: 767px) 100vw, 33vw"
      />
      <div className="card__body">
        <h3 className="card__title">
          <Link className="card__link" href={updatePath(update)}>
            {update.title}
          </Link>
        </h3>
        <p className="card__meta">
          <time dateTime={update.dateStart}>{formatFullDate(update.dateStart)}</time>
        </p>
      </div>
    </article>
  )
}

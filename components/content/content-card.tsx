import { positionStyle } from '@/components/ui/carousel-image'
import { Picture } from '@/components/ui/picture'
import Link from 'next/link'
import type { ReactNode } from 'react'
import type { ThemeColour } from '@/lib/content/field-rules'
import { themeClass } from '@/lib/content/theme'

/**
 * A card in a grid, in its themeColour (an unknown colour gets the default style). The title
 * link's hit area covers the whole card, so it needs no client JavaScript.
 */
export function ContentCard({
  href,
  title,
  imageUrl,
  imagePosition,
  themeColour,
  headingLevel = 3,
  children,
  ...data
}: {
  href: string
  title: string
  imageUrl: string
  /** The picture's object-position (its focal point), if it has one. */
  imagePosition?: string
  themeColour: ThemeColour | undefined
  headingLevel?: 2 | 3
  children?: ReactNode
} & { [key: `data-${string}`]: string }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={`card ${themeClass(themeColour)}`} {...data}>
      {/* Decorative here: the title says what the card is. No `sizes`: a card is at most
          600 px wide, so the picture at 1x and 2x is enough, where a srcset for every screen
          width (ten URLs, in the HTML and again in the page's payload) made a grid of 24
          cards 40 KB heavier. */}
      <Picture
        className="card__image"
        src={imageUrl}
        alt=""
        width={600}
        height={400}
        style={positionStyle(imagePosition)}
      />
      <div className="card__body">
        <Heading className="card__title">
          <Link className="card__link" href={href}>
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  )
}

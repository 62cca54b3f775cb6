import { getImageProps, type ImageProps } from 'next/image'

/**
 * An optimised picture: next/image's <img> (srcset from the image optimiser, sizes, lazy
 * loading, width and height against layout shift) as plain markup. next/image's component is
 * a client component, so each page that renders it loads its JavaScript (about 4 KiB
 * gzipped) only to watch the picture load; getImageProps gives the same attributes from
 * the server, or inside a client island, without it.
 */
export function Picture({ largest, ...props }: ImageProps & { largest?: boolean }) {
  // The page's largest picture (its LCP) is preloaded from the <head> and fetched first.
  const { props: img } = getImageProps(
    largest ? { ...props, loading: undefined, preload: true, fetchPriority: 'high' } : props,
  )
  // The alt text is in `props`, required by ImageProps.
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element
  return <img {...img} />
}

/** The 3:2 size of a page's main picture, which the carousels and the event page share. */
export const LARGE_PICTURE = { width: 1200, height: 800 } as const

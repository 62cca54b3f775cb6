// What the site's pages are, without their schemas: light enough for the admin's browser code.

/**
 * The programme's own pages, one `pages` document each at a fixed id: the set is fixed by the
 * site's routes, so editors change them and never add or delete one. `content` and
 * `opportunities` are the placeholder pages (a lede and a body); `awards` has the same shape,
 * the programme's own words around the award rounds.
 */
export const SITE_PAGE_IDS = [
  'home',
  'about',
  'get-involved',
  'contact',
  'terms',
  'content',
  'opportunities',
  'awards',
  'footer',
] as const

export type SitePageId = (typeof SITE_PAGE_IDS)[number]

export function isSitePageId(id: string): id is SitePageId {
  return (SITE_PAGE_IDS as readonly string[]).includes(id)
}

/** The networks the footer has an icon for. */
export const SOCIAL_ICONS = ['facebook', 'twitter', 'instagram', 'youtube'] as const

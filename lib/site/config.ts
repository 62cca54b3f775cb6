/** The programme's e-mail address as configured (NEXT_PUBLIC_CONTACT_EMAIL), or undefined. */
export const CONTACT_EMAIL: string | undefined = process.env.NEXT_PUBLIC_CONTACT_EMAIL || undefined

/**
 * Whether the address shown is the placeholder: only a demo- project may build without a
 * real one (next.config.mjs), and the site then says it is a demo address.
 */
export const DEMO_EMAIL = CONTACT_EMAIL === undefined

/** Facts about the programme used across the site. */
export const SITE = {
  name: 'Creative Communities',
  tagline:
    'Arts, culture and creativity made with the people of Middlesbrough and Redcar & Cleveland',
  description:
    'Creative Communities is a national creative engagement programme, funded by Arts Council England, putting arts and culture in the hands of local people in Middlesbrough and Redcar & Cleveland.',
  areas: ['Middlesbrough', 'Redcar & Cleveland'] as const,
  email: CONTACT_EMAIL ?? 'hello@creativecommunities.example',
  locale: 'en_GB',
} as const

export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')

/** An absolute URL on this site, for canonical links, feeds and structured data. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`
}

export interface NavLink {
  href: string
  label: string
}

export const MAIN_NAV: readonly NavLink[] = [
  { href: '/events', label: 'Showcase' },
  { href: '/updates', label: 'News' },
  { href: '/fyi', label: 'Resources' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
]

export const FOOTER_NAV: readonly NavLink[] = [
  { href: '/opportunities', label: 'Opportunities' },
  { href: '/get-involved', label: 'Get Involved' },
  { href: '/content', label: 'Content' },
  { href: '/contact', label: 'Contact' },
  { href: '/terms', label: 'Terms & Conditions' },
]

/** Social links open in one shared, named window so repeated clicks reuse it. */
export const SOCIAL_WINDOW = 'creative-communities-social'

/** A mailto: link with a subject line (and optional body). */
export function mailto(subject: string, body?: string): string {
  const params = new URLSearchParams({ subject })
  if (body) params.set('body', body)
  return `mailto:${SITE.email}?${params.toString().replace(/\+/g, '%20')}`
}

/** The site's news feed (the updates), linked from every page's <head>. */
export const FEED_INFO = {
  title: `${SITE.name}: news`,
  description: `News from ${SITE.name}: awards, opportunities and stories from our communities.`,
  language: 'en-GB',
  rssPath: '/updates/feed.xml',
  atomPath: '/updates/atom.xml',
} as const

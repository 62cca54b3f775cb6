import { z } from 'zod'
import { htmlField, imageUrlField, isHttpOrSitePath } from '@/lib/content/fields'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { SOCIAL_ICONS, type SitePageId } from './ids'

export { isSitePageId, SITE_PAGE_IDS, SOCIAL_ICONS, type SitePageId } from './ids'

const line = z.string().trim().max(TEXT_LIMITS.title)
const requiredLine = line.min(1)
const plain = z.string().trim().max(TEXT_LIMITS.shortText)

/** A link: a full http(s) address, or a path on this site (`/events`, never `//x`). */
export const linkField = z
  .string()
  .trim()
  .refine(isHttpOrSitePath, 'Expected a full https:// address or a path on this site, like /events')

const optionalLink = z.union([z.literal(''), linkField])

/** A partner or consortium member: its logo (a site file or an upload) and, if any, website. */
export const organisationSchema = z.object({
  name: requiredLine,
  description: plain,
  logo: imageUrlField,
  website: optionalLink.default(''),
})

export const homePageSchema = z.object({
  lede: plain,
  welcome: htmlField,
  video: z.object({
    youtubeId: z.string().regex(/^[\w-]{6,20}$/, 'Expected a YouTube video id, like M7lc1UVf-VE'),
    title: requiredLine,
    durationText: line,
    poster: imageUrlField,
    transcript: htmlField,
  }),
  award: z.object({
    kicker: line,
    heading: requiredLine,
    text: plain,
    linkText: requiredLine,
    linkHref: linkField,
  }),
  links: z.array(z.object({ href: linkField, label: requiredLine, note: line })).max(12),
})

export const aboutPageSchema = z.object({
  lede: plain,
  howItWorks: htmlField,
  consortiumIntro: plain,
  consortium: z.array(organisationSchema).max(30),
  partnersIntro: plain,
  partners: z.array(organisationSchema).max(30),
})

export const getInvolvedPageSchema = z.object({
  lede: plain,
  body: htmlField,
  applyLabel: requiredLine,
})

export const contactPageSchema = z.object({
  lede: plain,
  /** A postal address, one line per line; none is shown when empty. */
  address: plain,
  /** Follows “E-mail us at {address}”. */
  reply: plain,
  accessibility: plain,
  more: htmlField,
})

export const termsPageSchema = z.object({
  effective: line,
  sections: z
    .array(
      z.object({
        /** The heading's id, for links to it (`/terms#law`); may be empty. */
        anchor: z.string().regex(/^[a-z0-9-]*$/, 'Lower-case letters, digits and hyphens only'),
        heading: requiredLine,
        body: htmlField,
      }),
    )
    .max(40),
})

/** The placeholder pages: a lede and a body, above whatever the page lists itself. */
export const placeholderPageSchema = z.object({
  lede: plain,
  body: htmlField,
})

export const footerSchema = z.object({
  social: z
    .array(
      z.object({
        icon: z.enum(SOCIAL_ICONS),
        label: requiredLine,
        href: linkField,
      }),
    )
    .max(10),
  funders: z
    .array(
      z.object({
        name: requiredLine,
        href: linkField,
        logo: imageUrlField,
        alt: requiredLine,
        width: z.coerce.number().int().min(16).max(600),
        height: z.coerce.number().int().min(16).max(300),
      }),
    )
    .max(10),
  note: plain,
})

/** Each page's schema, by its document's id: the id says which shape it has. */
export const SITE_PAGE_SCHEMAS = {
  home: homePageSchema,
  about: aboutPageSchema,
  'get-involved': getInvolvedPageSchema,
  contact: contactPageSchema,
  terms: termsPageSchema,
  content: placeholderPageSchema,
  opportunities: placeholderPageSchema,
  awards: placeholderPageSchema,
  footer: footerSchema,
} as const satisfies Record<SitePageId, z.ZodType<object>>

/** A page's document as stored (before sanitising): the defaults, the form's output. */
export type SitePageInput<K extends SitePageId> = z.input<(typeof SITE_PAGE_SCHEMAS)[K]>
export type SitePages = { [K in SitePageId]: z.output<(typeof SITE_PAGE_SCHEMAS)[K]> }
export type HomePage = SitePages['home']
export type AboutPage = SitePages['about']
export type Organisation = z.output<typeof organisationSchema>
export type FooterContent = SitePages['footer']

/**
 * Any page's document, for what cannot know the id (a backup's check before a restore): it
 * must be one of the shapes.
 */
export const sitePageDocumentSchema = z.union(
  Object.values(SITE_PAGE_SCHEMAS) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
)

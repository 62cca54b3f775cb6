import { SOCIAL_ICONS, type SitePageId } from '@/lib/pages/ids'

/**
 * The admin form of each page, described once: the form draws its fields from it, and a save
 * reads the submitted values back into the page's document with it. Values are flat strings
 * named by their path in the document: `award.heading`, `partners.2.logo`.
 */
export type PageField =
  | {
      name: string
      label: string
      hint?: string
      type: 'text' | 'area' | 'rich' | 'link' | 'picture' | 'number'
    }
  | {
      name: string
      label: string
      hint?: string
      type: 'choice'
      choices: readonly (readonly [string, string])[]
    }
  | { name: string; label: string; hint?: string; type: 'group'; fields: readonly PageField[] }
  | {
      name: string
      label: string
      hint?: string
      type: 'list'
      /** One row's name: 'partner', 'link'. */
      item: string
      fields: readonly PageField[]
    }

export type PageFormValues = Record<string, string>

/** A picture field's file input: `{name}__upload`, beside the kept picture's URL at `{name}`. */
export const UPLOAD_SUFFIX = '__upload'

const LINK_HINT = 'A path on this site, like /events, or a full address starting with https://'
const RICH_HINT =
  'Headings, paragraphs, lists and links: the toolbar, or the usual keyboard shortcuts.'
const LOGO_HINT = 'A JPEG, PNG, WebP or AVIF picture of up to 10 MB.'

const organisation: readonly PageField[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'description', label: 'About them', type: 'area' },
  { name: 'logo', label: 'Logo', hint: LOGO_HINT, type: 'picture' },
  { name: 'website', label: 'Website', hint: 'Optional: makes the name a link.', type: 'link' },
]

const placeholder: readonly PageField[] = [
  { name: 'lede', label: 'Introduction', hint: 'Plain text, shown large.', type: 'area' },
  { name: 'body', label: 'Text', hint: RICH_HINT, type: 'rich' },
]

/** Every page's form, with the page's name as editors know it. */
export const PAGE_FORMS: Record<
  SitePageId,
  {
    title: string
    /** The page's own address; null for the footer, which is on every page. */
    path: string | null
    /** Where a preview of a page without an address of its own opens. */
    previewAt?: string
    fields: readonly PageField[]
  }
> = {
  home: {
    title: 'Home page',
    path: '/',
    fields: [
      { name: 'lede', label: 'Introduction', hint: 'Plain text, shown large.', type: 'area' },
      { name: 'welcome', label: 'Welcome text', hint: RICH_HINT, type: 'rich' },
      {
        name: 'video',
        label: 'The video',
        type: 'group',
        fields: [
          {
            name: 'youtubeId',
            label: 'YouTube video id',
            hint: 'The letters after watch?v= in the video’s address.',
            type: 'text',
          },
          { name: 'title', label: 'Title', type: 'text' },
          { name: 'durationText', label: 'Length', hint: 'Like “2 minutes”.', type: 'text' },
          { name: 'poster', label: 'Poster picture', hint: LOGO_HINT, type: 'picture' },
          { name: 'transcript', label: 'Transcript', hint: RICH_HINT, type: 'rich' },
        ],
      },
      {
        name: 'award',
        label: 'The awards banner',
        type: 'group',
        fields: [
          { name: 'kicker', label: 'Small heading', type: 'text' },
          { name: 'heading', label: 'Heading', type: 'text' },
          {
            name: 'text',
            label: 'Text',
            hint: 'Shown while no award round is published. With one, the banner gives that round’s number of awards and amounts itself.',
            type: 'area',
          },
          { name: 'linkText', label: 'Link text', type: 'text' },
          { name: 'linkHref', label: 'Link', hint: LINK_HINT, type: 'link' },
        ],
      },
      {
        name: 'links',
        label: 'Explore links',
        hint: 'The latest news is added after these by itself.',
        type: 'list',
        item: 'link',
        fields: [
          { name: 'label', label: 'Label', type: 'text' },
          { name: 'note', label: 'Note', type: 'text' },
          { name: 'href', label: 'Link', hint: LINK_HINT, type: 'link' },
        ],
      },
    ],
  },
  about: {
    title: 'About',
    path: '/about',
    fields: [
      { name: 'lede', label: 'Introduction', hint: 'Plain text, shown large.', type: 'area' },
      { name: 'howItWorks', label: 'How it works', hint: RICH_HINT, type: 'rich' },
      { name: 'consortiumIntro', label: 'Consortium: introduction', type: 'area' },
      {
        name: 'consortium',
        label: 'Consortium members',
        type: 'list',
        item: 'member',
        fields: organisation,
      },
      { name: 'partnersIntro', label: 'Partners: introduction', type: 'area' },
      { name: 'partners', label: 'Partners', type: 'list', item: 'partner', fields: organisation },
    ],
  },
  'get-involved': {
    title: 'Get Involved',
    path: '/get-involved',
    fields: [
      { name: 'lede', label: 'Introduction', hint: 'Plain text, shown large.', type: 'area' },
      { name: 'body', label: 'Text', hint: RICH_HINT, type: 'rich' },
      {
        name: 'applyLabel',
        label: 'Apply button',
        hint: 'The button opens an e-mail to the programme.',
        type: 'text',
      },
    ],
  },
  contact: {
    title: 'Contact',
    path: '/contact',
    fields: [
      { name: 'lede', label: 'Introduction', hint: 'Plain text, shown large.', type: 'area' },
      {
        name: 'reply',
        label: 'Reply promise',
        hint: 'Follows “E-mail us at (the programme’s address)”.',
        type: 'text',
      },
      {
        name: 'address',
        label: 'Postal address',
        hint: 'Optional: one line per line of the address.',
        type: 'area',
      },
      { name: 'accessibility', label: 'Accessibility note', type: 'area' },
      { name: 'more', label: 'More', hint: RICH_HINT, type: 'rich' },
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    path: '/terms',
    fields: [
      {
        name: 'effective',
        label: 'Effective from',
        hint: 'Shown under the heading.',
        type: 'text',
      },
      {
        name: 'sections',
        label: 'Sections',
        type: 'list',
        item: 'section',
        fields: [
          { name: 'heading', label: 'Heading', type: 'text' },
          { name: 'body', label: 'Text', hint: RICH_HINT, type: 'rich' },
          {
            name: 'anchor',
            label: 'Anchor',
            hint: 'Optional: lets other pages link to this section, as /terms#law.',
            type: 'text',
          },
        ],
      },
    ],
  },
  content: { title: 'Content', path: '/content', fields: placeholder },
  opportunities: {
    title: 'Opportunities',
    path: '/opportunities',
    fields: [
      placeholder[0]!,
      { name: 'body', label: 'Always open', hint: RICH_HINT, type: 'rich' },
    ],
  },
  awards: {
    title: 'Creative Community Awards',
    path: '/creative-communities-awards',
    fields: [
      {
        name: 'lede',
        label: 'Introduction',
        hint: 'Plain text, shown large when there is no round to show; a round’s page opens with its own figures.',
        type: 'area',
      },
      { name: 'body', label: 'The future of the programme', hint: RICH_HINT, type: 'rich' },
    ],
  },
  footer: {
    title: 'Footer',
    path: null,
    // The home page, scrolled to the footer.
    previewAt: '/#site-footer',
    fields: [
      {
        name: 'social',
        label: 'Social links',
        type: 'list',
        item: 'social link',
        fields: [
          {
            name: 'icon',
            label: 'Network',
            type: 'choice',
            choices: SOCIAL_ICONS.map((icon) => [icon, icon[0]!.toUpperCase() + icon.slice(1)]),
          },
          { name: 'label', label: 'Name', type: 'text' },
          { name: 'href', label: 'Address', hint: 'https://…', type: 'link' },
        ],
      },
      {
        name: 'funders',
        label: 'Funders',
        type: 'list',
        item: 'funder',
        fields: [
          { name: 'name', label: 'Name', type: 'text' },
          { name: 'href', label: 'Website', type: 'link' },
          { name: 'logo', label: 'Logo', hint: LOGO_HINT, type: 'picture' },
          { name: 'alt', label: 'Logo text', hint: 'What the logo says.', type: 'text' },
          { name: 'width', label: 'Width (pixels)', type: 'number' },
          { name: 'height', label: 'Height (pixels)', type: 'number' },
        ],
      },
      { name: 'note', label: 'Small print', type: 'area' },
    ],
  },
}

/** The row indices of list `name` in flat values, in order (`links.0.href` → 0). */
export function rowIndices(values: Readonly<Record<string, unknown>>, name: string): number[] {
  const pattern = new RegExp(`^${name.replace(/[.]/g, '\\.')}\\.(\\d+)\\.`)
  const found = new Set<number>()
  for (const key of Object.keys(values)) {
    const match = pattern.exec(key)
    if (match) found.add(Number(match[1]))
  }
  return [...found].sort((a, b) => a - b)
}

/** Where a preview of unsaved changes to page `id` opens. */
export function previewPathOf(id: SitePageId): string {
  return PAGE_FORMS[id].path ?? PAGE_FORMS[id].previewAt ?? '/'
}

/** The paths of every picture field in values (with their list rows): the uploads to read. */
export function picturePaths(
  fields: readonly PageField[],
  values: Readonly<Record<string, unknown>>,
  prefix = '',
): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (field.type === 'picture') return [path]
    if (field.type === 'group') return picturePaths(field.fields, values, `${path}.`)
    if (field.type === 'list') {
      return rowIndices(values, path).flatMap((index) =>
        picturePaths(field.fields, values, `${path}.${index}.`),
      )
    }
    return []
  })
}

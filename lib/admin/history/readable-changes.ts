import { diffWords } from 'diff'
import { htmlText } from '@/lib/content/plain-text'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import { describeChange, type ChangeAction, type FieldChange } from './changes'
import { ACCESS_FEATURES } from '@/lib/events/access-features'
import { WEEKDAY_NAMES } from '@/lib/events/weekdays'

/** A stored field as the forms name it. Fields the forms derive (slugs, day and time copies) are left out. */
const LABELS: Record<string, string> = {
  title: 'Title',
  shortDescription: 'Summary',
  description: 'Description',
  themeColour: 'Colour',
  categories: 'Categories',
  published: 'Published',
  pubDate: 'Goes on the site',
  unpublishAt: 'Comes off the site',
  dateStart: 'Starts',
  dateEnd: 'Ends',
  featureUntil: 'Featured on the home page until',
  status: 'Does it go ahead?',
  previousStart: 'Was to start',
  ticket: 'Tickets',
  needed: 'Is a ticket needed?',
  ticketInfo: 'About tickets',
  ticketLink: 'Booking link',
  ageRestrictions: 'Age restrictions',
  venue: 'Venue',
  venueName: 'Venue name',
  venueInfo: 'Venue details',
  venueLocation: 'Address',
  venueURL: 'Venue website',
  images: 'Pictures',
  documents: 'Documents',
  forms: 'Forms',
  word: 'Word',
  type: 'Type',
  desc: 'Description',
  question: 'Question',
  answer: 'Answer',
  category: 'Category',
  name: 'Name',
  role: 'Role',
  bio: 'Bio',
  imageURL: 'Photo',
  ordering: 'Place in the order',
  email: 'E-mail address',
  cost: 'Cost',
  ages: 'Ages',
  access: 'Access',
  min: 'From',
  max: 'To',
  all: 'All ages',
  features: 'Features',
  notes: 'Notes',
  venueId: 'Venue from the list',
  address: 'Address',
  postcode: 'Postcode',
  accessInfo: 'Access information',
  website: 'Website',
  latitude: 'Latitude',
  longitude: 'Longitude',
  recurrence: 'Repeats',
  frequency: 'How often',
  weekdays: 'On',
  monthDay: 'Day of the month',
  nth: 'Which of the month',
  until: 'Until',
  count: 'How many times',
  skipped: 'Dates it skips',
  changes: 'Dates changed',
  date: 'Date',
  start: 'Moved to',
  end: 'Until',
  cancelled: 'Cancelled',
  note: 'Note',
  // The site's pages (lib/admin/collections/pages/form.ts says the rest).
  lede: 'Introduction',
  welcome: 'Welcome text',
  video: 'The video',
  award: 'The awards banner',
  links: 'Explore links',
  howItWorks: 'How it works',
  consortium: 'Consortium members',
  partners: 'Partners',
  logo: 'Logo',
  body: 'Text',
  reply: 'Reply promise',
  accessibility: 'Accessibility note',
  sections: 'Sections',
  social: 'Social links',
  funders: 'Funders',
  theme: 'Theme',
  opensAt: 'Opens',
  closesAt: 'Closes',
  paidBy: 'Awards paid by',
  totalAwards: 'Number of awards',
  amounts: 'Amounts',
  maxPounds: 'Up to (£)',
  summary: 'Summary',
  eligibility: 'Who can apply',
  questions: 'Questions and answers',
  url: 'File',
  bytes: 'Size in bytes',
  // The media library's pictures (lib/media/schema.ts).
  alt: 'Alt text',
  credit: 'Credit',
  focalX: 'Focal point across (%)',
  focalY: 'Focal point down (%)',
  width: 'Width in pixels',
  height: 'Height in pixels',
  uploadedBy: 'Uploaded by',
  createdAt: 'Uploaded',
}

/** Values the forms offer as choices, in the words of those choices. */
const CHOICES: Record<string, Record<string, string>> = {
  status: {
    scheduled: 'Yes, as announced',
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    rescheduled: 'Rescheduled',
  },
  needed: { Yes: 'Yes, a ticket is needed', No: 'No ticket needed', '': 'Not said' },
  type: { free: 'Free', 'pay-what-you-can': 'Pay what you can', ticketed: 'Ticketed' },
  frequency: { weekly: 'Weekly', monthly: 'Monthly' },
  weekdays: WEEKDAY_NAMES,
  features: Object.fromEntries(
    Object.entries(ACCESS_FEATURES).map(([slug, { label }]) => [slug, label]),
  ),
}

const DERIVED = /^(titleSlug|titleSplit|slug|letter|mediaIds?|.*(Day|Time))$/
const HTML_FIELDS = new Set([
  'description',
  'ticketInfo',
  'answer',
  'formDescription',
  'desc',
  'welcome',
  'transcript',
  'howItWorks',
  'body',
  'more',
  'eligibility',
])
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** One value as the history shows it. */
export type Shown =
  | { kind: 'text'; text: string }
  | { kind: 'words'; parts: { value: string; marked: boolean }[] }
  | { kind: 'pictures'; pictures: { src: string; title: string }[] }

export interface ReadableRow {
  field: string
  label: string
  before: Shown
  after: Shown
}

const labelOf = (field: string) => LABELS[field] ?? field

function text(value: unknown, field: string): string {
  const choice = typeof value === 'string' ? CHOICES[field]?.[value] : undefined
  if (choice) return choice
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' && ISO.test(value)) {
    return `${formatDate(value, 0)}, ${formatTime(value)}`
  }
  if (typeof value === 'string') return HTML_FIELDS.has(field) ? htmlText(value) : value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length ? value.map((item) => CHOICES[field]?.[item] ?? item).join(', ') : '(none)'
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => text(item, field)).join('; ') : '(none)'
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !DERIVED.test(key))
      .map(([key, inner]) => `${labelOf(key)}: ${text(inner, key)}`)
      .join('; ')
  }
  return String(value)
}

function pictures(value: unknown): { src: string; title: string }[] | null {
  if (typeof value === 'string' && value.startsWith('/')) return [{ src: value, title: '' }]
  if (!Array.isArray(value)) return null
  return value.flatMap((item) => {
    const picture = item as { imageURL?: unknown; imageTitle?: unknown } | null
    return typeof picture?.imageURL === 'string'
      ? [
          {
            src: picture.imageURL,
            title: typeof picture.imageTitle === 'string' ? picture.imageTitle : '',
          },
        ]
      : []
  })
}

/** A value alone: a version's field. */
export function shownValue(field: string, value: unknown): Shown {
  if (field === 'images' || field === 'imageURL') {
    const found = pictures(value)
    if (found?.length) return { kind: 'pictures', pictures: found }
  }
  return { kind: 'text', text: text(value, field) }
}

/** Both sides of a change; words marked where text changed (removed before, added after). */
function shownChange(field: string, change: FieldChange): [Shown, Shown] {
  const [before, after] = [shownValue(field, change.before), shownValue(field, change.after)]
  if (before.kind !== 'text' || after.kind !== 'text') return [before, after]
  const parts = diffWords(before.text, after.text)
  return [
    {
      kind: 'words',
      parts: parts
        .filter((p) => !p.added)
        .map((p) => ({ value: p.value, marked: Boolean(p.removed) })),
    },
    {
      kind: 'words',
      parts: parts
        .filter((p) => !p.removed)
        .map((p) => ({ value: p.value, marked: Boolean(p.added) })),
    },
  ]
}

/**
 * A record's changes as an editor reads them: the form's names, London times, rich text as
 * text with the words that changed marked, pictures as pictures. A block (tickets, venue) is a
 * row for each of its fields that changed.
 */
export function readableChanges(changes: Record<string, FieldChange>): ReadableRow[] {
  const rows: ReadableRow[] = []
  for (const [field, change] of Object.entries(changes)) {
    if (DERIVED.test(field)) continue
    const isBlock = (value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
    if (isBlock(change.before) || isBlock(change.after)) {
      const before = (isBlock(change.before) ? change.before : {}) as Record<string, unknown>
      const after = (isBlock(change.after) ? change.after : {}) as Record<string, unknown>
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const inner = { before: before[key] ?? null, after: after[key] ?? null }
        if (DERIVED.test(key) || JSON.stringify(inner.before) === JSON.stringify(inner.after))
          continue
        const [shownBefore, shownAfter] = shownChange(key, inner)
        rows.push({
          field: `${field}.${key}`,
          label: `${labelOf(field)}: ${labelOf(key)}`,
          before: shownBefore,
          after: shownAfter,
        })
      }
      continue
    }
    const [before, after] = shownChange(field, change)
    rows.push({ field, label: labelOf(field), before, after })
  }
  return rows
}

/** A whole version, field by field in the form's names (derived fields left out). */
export function readableVersion(
  version: Record<string, unknown>,
): { field: string; label: string; shown: Shown }[] {
  return Object.keys(version)
    .filter((field) => !DERIVED.test(field))
    .sort((a, b) => labelOf(a).localeCompare(labelOf(b)))
    .map((field) => ({ field, label: labelOf(field), shown: shownValue(field, version[field]) }))
}

/** The names of the fields a change made, as the form names them: 'Title, Summary'. */
export function changedLabels(changes: Record<string, FieldChange>): string[] {
  // Names only: a history list has 50 rows, and comparing their words is for a record's page.
  return Object.keys(changes)
    .filter((field) => !DERIVED.test(field))
    .map(labelOf)
}

/**
 * A change as a history list says it: 'Edited: Title, Summary', 'Unpublished', 'Published, and
 * edited: Title'. Publishing is said by the verb, so its switch is not listed again as a field
 * changed ('Unpublished: Published').
 */
export function changeSummary(action: ChangeAction, changes: Record<string, FieldChange>): string {
  const said = describeChange(action, changes)
  if (action !== 'update') return said
  const publishing = said === 'Published' || said === 'Unpublished'
  const fields = changedLabels(
    publishing
      ? Object.fromEntries(Object.entries(changes).filter(([field]) => field !== 'published'))
      : changes,
  )
  if (!fields.length) return said
  return publishing ? `${said}, and edited: ${fields.join(', ')}` : `${said}: ${fields.join(', ')}`
}

import { PICTURE_BUCKET } from '@/lib/content/image-hosts.mjs'
import { Timestamp } from 'firebase-admin/firestore'
import { dictionaryEntrySchema } from '@/lib/dictionary/schema'
import { questionSchema } from '@/lib/questions/schema'
import { eventSchema } from '@/lib/events/schema'
import { staffProfileSchema } from '@/lib/staff/schema'
import { updateSchema } from '@/lib/updates/schema'

const ts = (iso: string) => Timestamp.fromDate(new Date(iso))

const validEvent = {
  title: 'Lantern Parade',
  titleSlug: 'lantern-parade',
  titleSplit: ['Lantern', 'Parade'],
  description: '<p>Bring a torch</p><script>x()</script>',
  shortDescription: 'A parade of lanterns.',
  dateStart: ts('2026-12-05T17:00:00Z'),
  dateStartDay: '2026-12-05',
  dateStartTime: '17:00',
  dateEnd: ts('2026-12-05T19:00:00Z'),
  featureUntil: null,
  ticket: {
    needed: 'Yes',
    ticketInfo: '<p>£3</p>',
    ticketLink: 'https://tickets.example.org/1',
    ageRestrictions: '8+',
  },
  venue: {
    venueName: 'Albert Park',
    venueInfo: 'Step-free',
    venueLocation: 'Middlesbrough TS1 3LB',
    venueURL: 'https://park.example.org',
  },
  images: [
    {
      imageURL: `https://firebasestorage.googleapis.com/v0/b/${PICTURE_BUCKET}/o/a.jpg`,
      imageTitle: 'Lanterns',
    },
  ],
  documents: [],
  categories: ['Family', ' Festival ', 'Family'],
  pubDate: ts('2026-11-01T09:00:00Z'),
  themeColour: 'pink',
  published: true,
}

const validUpdate = {
  title: 'Awards open',
  titleSlug: 'awards-open',
  description: '<p>Apply now</p>',
  shortDescription: 'Apply now.',
  dateStart: ts('2026-11-20T09:00:00Z'),
  images: [],
  categories: ['Awards'],
  themeColour: 'lime',
  published: true,
  forms: [
    {
      formURL: '/downloads/form.pdf',
      formTitle: 'Application form',
      formDescription: '<p>PDF</p>',
    },
  ],
}

const cases = [
  {
    name: 'event',
    schema: eventSchema,
    valid: validEvent,
    required: 'title',
    wrongType: { published: 'yes' },
  },
  {
    name: 'update',
    schema: updateSchema,
    valid: validUpdate,
    required: 'dateStart',
    wrongType: { dateStart: '2026-11-20' },
  },
  {
    name: 'dictionary entry',
    schema: dictionaryEntrySchema,
    valid: { letter: 'c', word: 'Co-creation', type: 'noun', desc: 'Making art together.' },
    required: 'word',
    wrongType: { letter: 3 },
  },
  {
    name: 'question',
    schema: questionSchema,
    valid: { category: 'Awards & Funding', question: 'Who can apply?', answer: '<p>Groups</p>' },
    required: 'answer',
    wrongType: { question: ['x'] },
  },
  {
    name: 'staff profile',
    schema: staffProfileSchema,
    valid: {
      ordering: 2,
      name: 'Priya Shah',
      role: 'Programme Manager',
      bio: 'Hi',
      imageURL: '/demo/staff/p.jpg',
    },
    required: 'ordering',
    wrongType: { ordering: '2' },
  },
] as const

// Dropped values are logged; the tests below read those lines instead of printing them.
let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe.each(cases)('$name schema', ({ schema, valid, required, wrongType }) => {
  it('accepts a valid document', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })

  it(`rejects a document missing ${required}`, () => {
    const doc: Record<string, unknown> = { ...valid }
    delete doc[required]
    const result = schema.safeParse(doc)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([required])
  })

  it('rejects a field of the wrong type', () => {
    const result = schema.safeParse({ ...valid, ...wrongType })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([Object.keys(wrongType)[0]])
  })
})

describe('event conversion', () => {
  const event = eventSchema.parse(validEvent)

  it('turns Timestamps into ISO strings', () => {
    expect(event.dateStart).toBe('2026-12-05T17:00:00.000Z')
    expect(event.dateEnd).toBe('2026-12-05T19:00:00.000Z')
    expect(event.featureUntil).toBeNull()
  })

  it('sanitises the description', () => {
    expect(event.description).toBe('<p>Bring a torch</p>')
  })

  it('tidies categories', () => {
    expect(event.categories).toEqual(['Family', 'Festival'])
  })

  it('falls back to the default style for an unknown themeColour', () => {
    expect(eventSchema.parse({ ...validEvent, themeColour: 'tartan' }).themeColour).toBeUndefined()
  })

  it('drops a ticket link that is not http(s)', () => {
    const parsed = eventSchema.parse({
      ...validEvent,
      ticket: { ...validEvent.ticket, ticketLink: 'javascript:alert(1)' },
    })
    expect(parsed.ticket.ticketLink).toBeUndefined()
  })

  it('drops an image it could not show, and keeps the event', () => {
    const parsed = eventSchema.parse({
      ...validEvent,
      images: [
        { imageURL: 'javascript:x', imageTitle: 'script' },
        // A browser reads a backslash as a slash: this is another host, not a path.
        { imageURL: '/\\evil.example/x.jpg', imageTitle: 'backslash' },
        { imageURL: '/downloads/a.jpg', imageTitle: 'not a picture folder' },
        { imageURL: 'https://elsewhere.example.org/a.jpg', imageTitle: 'not a storage host' },
        { imageURL: 'http://firebasestorage.googleapis.com/a.jpg', imageTitle: 'not https' },
        { imageURL: '/demo/events/a.jpg', imageTitle: 'bundled' },
        {
          imageURL: 'https://storage.googleapis.com/another-bucket/b.jpg',
          imageTitle: 'another bucket',
        },
        {
          imageURL: `https://storage.googleapis.com/${PICTURE_BUCKET}/b.jpg`,
          imageTitle: 'storage',
        },
      ],
    })
    expect(parsed.images.map((i) => i.imageTitle)).toEqual(['bundled', 'storage'])
    expect(warn).toHaveBeenCalledTimes(6)
  })

  it('drops a document without a usable URL, keeping the others', () => {
    const parsed = eventSchema.parse({
      ...validEvent,
      documents: [
        { documentTitle: 'no url' },
        { documentURL: '/\\evil.example/x.pdf', documentTitle: 'backslash' },
        { documentURL: '/\t/evil.example/x.pdf', documentTitle: 'tab' },
        { documentURL: '/downloads/a.pdf', documentTitle: 'A' },
      ],
    })
    expect(parsed.documents).toEqual([{ documentURL: '/downloads/a.pdf', documentTitle: 'A' }])
  })

  it('drops a category that is not text or is too long, and keeps the event', () => {
    const parsed = eventSchema.parse({
      ...validEvent,
      categories: ['Music', 1, null, 'x'.repeat(201)],
    })
    expect(parsed.categories).toEqual(['Music'])
    expect(warn).toHaveBeenCalledWith('[content] dropped a category that is not text, or too long')
  })

  it('drops an end that is not after the start, so the event is read as having none', () => {
    const parsed = eventSchema.parse({
      ...validEvent,
      dateEnd: Timestamp.fromDate(new Date('2026-12-04T19:00:00Z')),
      dateEndDay: 'Friday',
    })
    expect(parsed.dateEnd).toBeNull()
    expect(parsed.dateEndDay).toBeUndefined()
    expect(warn.mock.calls[0]![0]).toMatch(/not after the start/)
  })

  it('refuses a title or description longer than any real one, which would bloat every page', () => {
    expect(eventSchema.safeParse({ ...validEvent, title: 'x'.repeat(200) }).success).toBe(true)
    expect(eventSchema.safeParse({ ...validEvent, title: 'x'.repeat(201) }).success).toBe(false)
    const huge = `<p>${'x'.repeat(100_000)}</p>`
    expect(eventSchema.safeParse({ ...validEvent, description: huge }).success).toBe(false)
    const longSummary = 'x'.repeat(2_001)
    expect(eventSchema.safeParse({ ...validEvent, shortDescription: longSummary }).success).toBe(
      false,
    )
  })

  it('reads a null ticket or venue as none', () => {
    const parsed = eventSchema.parse({ ...validEvent, ticket: null, venue: null })
    expect(parsed.ticket.needed).toBe('')
    expect(parsed.venue.venueName).toBe('')
  })

  it('fills a missing ticket and venue with blanks', () => {
    const doc: Record<string, unknown> = { ...validEvent }
    delete doc.ticket
    delete doc.venue
    const parsed = eventSchema.parse(doc)
    expect(parsed.ticket.needed).toBe('')
    expect(parsed.venue.venueName).toBe('')
  })

  it('drops a bad ticket or venue block, logged, and keeps the event', () => {
    const parsed = eventSchema.parse({
      ...validEvent,
      ticket: { needed: 'maybe', ticketLink: 'javascript:alert(1)' },
      venue: { venueName: 'x'.repeat(500) },
    })
    expect(parsed.title).toBe(validEvent.title)
    expect(parsed.ticket).toMatchObject({ needed: '', ticketInfo: '', ageRestrictions: '' })
    expect(parsed.ticket.ticketLink).toBeFalsy()
    expect(parsed.venue.venueName).toBe('')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]![0]).toMatch(/ticket block, which is invalid \(needed: /)
    expect(warn.mock.calls[1]![0]).toMatch(/venue block, which is invalid \(venueName: /)
  })

  it('normalises a hand-typed slug', () => {
    expect(eventSchema.parse({ ...validEvent, titleSlug: 'Lantern Parade!' }).titleSlug).toBe(
      'lantern-parade',
    )
  })
})

describe('update conversion', () => {
  it('drops a form without a title, and keeps the update and its other forms', () => {
    const parsed = updateSchema.parse({
      ...validUpdate,
      forms: [{ formURL: '/downloads/x.pdf', formTitle: '' }, ...validUpdate.forms],
    })
    expect(parsed.forms.map((f) => f.formTitle)).toEqual(['Application form'])
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('dictionary entry conversion', () => {
  it('upper-cases the letter', () => {
    expect(dictionaryEntrySchema.parse({ letter: 'c', word: 'Co-creation' }).letter).toBe('C')
  })
})

describe('question conversion', () => {
  const question = { question: 'Who can apply?', answer: '<p>Groups</p>' }

  it('refuses a category whose page address could not be stored, whatever its length in words', () => {
    const symbols = '<>"/&'.repeat(20) // 100 characters, 300 once in an address
    expect(questionSchema.safeParse({ ...question, category: symbols }).success).toBe(false)
    const words = 'Awards and funding for community groups '.repeat(4).trim() // 159 letters
    expect(questionSchema.safeParse({ ...question, category: words }).success).toBe(false)
    const real = 'Pages Fixture: Money & Awards (Q&A), 50/50?'
    expect(questionSchema.parse({ ...question, category: real }).category).toBe(real)
  })
})

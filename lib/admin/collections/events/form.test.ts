import { eventDocumentFromForm, eventFormValues, type EventFormValues } from './form'
import { splitTitle } from '@/lib/admin/forms/fields'
import { factsFormValues } from './facts-form'
import { recurrenceFormValues } from './recurrence-form'

const valid: EventFormValues = {
  ...factsFormValues(null),
  ...recurrenceFormValues(null),
  title: 'Teesside Folk Night',
  shortDescription: 'Songs and tunes from the river.',
  description: '<p>Bring an instrument.</p><script>alert(1)</script>',
  themeColour: 'green',
  categories: 'Music, Free,  music , Music',
  dateStartDay: '2026-07-04',
  dateStartTime: '19:30',
  dateEndDay: '2026-07-04',
  dateEndTime: '22:00',
  featureUntilDay: '',
  featureUntilTime: '',
  status: 'scheduled',
  previousStartDay: '',
  previousStartTime: '',
  ticketNeeded: 'No',
  ticketInfo: '',
  ticketLink: '',
  ageRestrictions: '',
  venueName: 'Middlesbrough Town Hall',
  venueInfo: '',
  venueLocation: 'Albert Road, Middlesbrough',
  venueURL: 'https://example.org/hall',
  venueId: '',
  published: 'on',
  publishAtDay: '',
  publishAtTime: '',
  unpublishAtDay: '',
  unpublishAtTime: '',
  images: [{ imageURL: '/demo/lanterns.jpg', imageTitle: 'Paper lanterns in a dark hall' }],
}

function built(values: Partial<EventFormValues> = {}) {
  const result = eventDocumentFromForm({ ...valid, ...values })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.data
}

function errors(values: Partial<EventFormValues>) {
  const result = eventDocumentFromForm({ ...valid, ...values })
  if (result.ok) throw new Error('expected the form to be refused')
  return result.errors
}

describe('eventDocumentFromForm', () => {
  it('stores London wall-clock times as instants, with the Day and Time strings', () => {
    const data = built()
    // 19:30 in London in July is 18:30 UTC (summer time).
    expect((data.dateStart as Date).toISOString()).toBe('2026-07-04T18:30:00.000Z')
    expect(data).toMatchObject({ dateStartDay: '2026-07-04', dateStartTime: '19:30' })
    expect(data).toMatchObject({ dateEndDay: '2026-07-04', dateEndTime: '22:00' })
    expect(data.featureUntil).toBeNull()
    expect(
      built({ dateStartDay: '2026-12-04', dateEndDay: '', dateEndTime: '' }).dateStart,
    ).toEqual(new Date('2026-12-04T19:30:00.000Z'))
  })

  it('derives the slug and the two title lines from the title', () => {
    expect(built()).toMatchObject({
      titleSlug: 'teesside-folk-night',
      titleSplit: ['Teesside', 'Folk Night'],
    })
  })

  it('sanitises the HTML with the public allowlist and tidies the categories', () => {
    const data = built()
    expect(data.description).toBe('<p>Bring an instrument.</p>')
    expect(data.categories).toEqual(['Music', 'Free', 'music'])
  })

  it('refuses an end before the start, beside the end date', () => {
    expect(errors({ dateEndDay: '2026-07-04', dateEndTime: '18:00' })).toEqual({
      dateEndDay: 'The end must be after the start.',
    })
  })

  it('refuses what the public site could not show, each with its own message', () => {
    expect(errors({ themeColour: 'mauve' }).themeColour).toBe('Choose one of the colours.')
    expect(errors({ title: '  ' }).title).toBe('Enter the title.')
    expect(errors({ title: 'x'.repeat(201) }).title).toMatch(/at most 200 characters/)
    expect(errors({ shortDescription: '<script>alert(1)</script>' }).shortDescription).toMatch(
      /plain text: remove the HTML tags/,
    )
    expect(errors({ venueURL: 'javascript:alert(1)' }).venueURL).toMatch(/https:\/\//)
    expect(errors({ dateStartDay: '' }).dateStartDay).toBe('Enter the day it starts.')
    expect(errors({ title: '!!!' }).title).toMatch(/letter or number/)
  })

  it('asks for a title for every picture, beside it', () => {
    expect(errors({ images: [{ imageURL: '/demo/a.jpg', imageTitle: ' ' }] })).toEqual({
      'images.0.imageTitle': 'Enter a title for the picture.',
    })
  })

  it('keeps text that only looks like markup', () => {
    expect(
      built({ shortDescription: 'For ages 3 to <5 and their grown-ups' }).shortDescription,
    ).toBe('For ages 3 to <5 and their grown-ups')
  })
})

describe('eventFormValues', () => {
  it('reads a stored event back into the form it was saved from', () => {
    const data = built()
    const stored = Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, v instanceof Date ? { toDate: () => v } : v]),
    )
    expect(eventFormValues(stored)).toEqual({
      ...valid,
      description: '<p>Bring an instrument.</p>',
      categories: 'Music, Free, music',
    })
  })

  it('gives a blank form for a new event and survives a broken document', () => {
    expect(eventFormValues(null).title).toBe('')
    expect(eventFormValues({ title: 3, categories: 'x', themeColour: 'mauve' })).toMatchObject({
      title: '',
      categories: '',
      themeColour: 'white',
    })
  })
})

describe('splitTitle', () => {
  it('breaks after a colon, or where the halves are closest in length', () => {
    expect(splitTitle('Move & Groove: Dance for Over-50s')).toEqual([
      'Move & Groove:',
      'Dance for Over-50s',
    ])
    expect(splitTitle('Grangetown Lantern Parade')).toEqual(['Grangetown', 'Lantern Parade'])
    expect(splitTitle('Festival')).toEqual(['Festival'])
  })
})

describe('whether an event goes ahead', () => {
  it('stores a cancellation, and no earlier start for it', () => {
    const data = built({ status: 'cancelled', previousStartDay: '2026-06-01' })
    expect(data.status).toBe('cancelled')
    expect(data.previousStart).toBeNull()
  })

  it('keeps the start a rescheduled event had, in London time', () => {
    const data = built({
      status: 'rescheduled',
      previousStartDay: '2026-06-20',
      previousStartTime: '19:30',
    })
    expect(data.status).toBe('rescheduled')
    expect((data.previousStart as Date).toISOString()).toBe('2026-06-20T18:30:00.000Z')
  })

  it('asks for the old start of a rescheduled event, and refuses a status it does not know', () => {
    expect(errors({ status: 'rescheduled' })).toEqual({
      previousStartDay: 'Enter the day it was to start, before it moved.',
    })
    expect(errors({ status: 'maybe' })).toEqual({ status: 'Choose whether it goes ahead.' })
  })

  it('opens an event stored before the field as going ahead', () => {
    expect(eventFormValues({ title: 'Old' }).status).toBe('scheduled')
    expect(eventFormValues({ title: 'Old', status: 'postponed' }).status).toBe('postponed')
  })
})

describe('taking an event off the site at a time', () => {
  it('stores the London time it comes off', () => {
    const data = built({ unpublishAtDay: '2026-07-05', unpublishAtTime: '09:15' })
    expect((data.unpublishAt as Date).toISOString()).toBe('2026-07-05T08:15:00.000Z')
    expect(built().unpublishAt).toBeNull()
  })

  it('refuses a time to come off before the time to go on', () => {
    expect(
      errors({
        publishAtDay: '2030-01-02',
        publishAtTime: '10:00',
        unpublishAtDay: '2030-01-02',
        unpublishAtTime: '10:00',
      }),
    ).toEqual({
      unpublishAtDay:
        'It must come off after it goes on: choose a later time, or clear one of them.',
    })
  })
})

describe('cost, ages and access in the event form', () => {
  it('stores them as choices, prices only when ticketed and ages only for a range', () => {
    const data = built({
      costType: 'ticketed',
      priceMin: '£4.50',
      priceMax: '12',
      ages: 'range',
      ageMin: '5',
      ageMax: '11',
      'access-bsl-interpreted': 'on',
      'access-step-free': 'on',
      accessNotes: 'Ear defenders at the door.',
    })
    expect(data).toMatchObject({
      cost: { type: 'ticketed', min: 4.5, max: 12 },
      ages: { all: false, min: 5, max: 11 },
      access: { features: ['step-free', 'bsl-interpreted'], notes: 'Ear defenders at the door.' },
    })
    const free = built({ costType: 'free', priceMin: '9', ages: 'all', ageMin: '3' })
    expect(free).toMatchObject({
      cost: { type: 'free', min: null, max: null },
      ages: { all: true, min: null, max: null },
      access: { features: [], notes: '' },
    })
    expect(built()).toMatchObject({ cost: { type: null }, ages: { all: false, min: null } })
  })

  it('refuses prices and ages that are not numbers, or that run backwards', () => {
    expect(errors({ costType: 'ticketed', priceMin: 'five' }).priceMin).toMatch(/pounds/)
    expect(errors({ costType: 'ticketed', priceMin: '10', priceMax: '5' }).priceMax).toMatch(
      /highest price/,
    )
    expect(errors({ ages: 'range' }).ageMin).toMatch(/youngest or oldest/)
    expect(errors({ ages: 'range', ageMin: '12', ageMax: '4' }).ageMax).toMatch(/oldest age/)
    expect(errors({ ages: 'range', ageMin: '500' }).ageMin).toMatch(/age in years/)
  })

  it('reads a stored event back into the same choices', () => {
    const values = eventFormValues({
      cost: { type: 'ticketed', min: 4.5, max: 12 },
      ages: { all: false, min: 5, max: null },
      access: { features: ['captioned', 'jetpack'], notes: 'Ask at the door' },
    })
    expect(values).toMatchObject({
      costType: 'ticketed',
      priceMin: '4.5',
      priceMax: '12',
      ages: 'range',
      ageMin: '5',
      ageMax: '',
      'access-captioned': 'on',
      'access-step-free': '',
      accessNotes: 'Ask at the door',
    })
    expect(eventFormValues(null)).toMatchObject({ costType: '', ages: '', 'access-relaxed': '' })
  })
})

describe('a venue from the list', () => {
  const venues = [
    {
      id: 'v1',
      name: 'Kirkleatham Museum',
      location: 'Kirkleatham, Redcar TS10 5NW',
      website: 'https://example.org/museum',
    },
  ]

  it('is named by id, with its name and address copied for cards and feeds', () => {
    const result = eventDocumentFromForm({ ...valid, venueId: 'v1', venueName: 'typed' }, venues)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.data).toMatchObject({
      venueId: 'v1',
      venue: {
        venueName: 'Kirkleatham Museum',
        venueLocation: 'Kirkleatham, Redcar TS10 5NW',
        venueURL: 'https://example.org/museum',
      },
    })
    expect(built().venueId).toBeNull()
  })

  it('is refused once deleted, and reads back with the typed fields empty', () => {
    const result = eventDocumentFromForm({ ...valid, venueId: 'gone' }, venues)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors.venueId).toMatch(/deleted/)
    const values = eventFormValues({ venueId: 'v1', venue: { venueName: 'Kirkleatham Museum' } })
    expect(values).toMatchObject({ venueId: 'v1', venueName: '' })
  })
})

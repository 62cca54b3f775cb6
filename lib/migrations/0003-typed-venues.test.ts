import { venueSchema } from '@/lib/venues/schema'
import { addressOf, typedVenues, venueKey } from './0003-typed-venues'

const venues = [
  {
    id: 'eston',
    data: { name: 'Eston Library & Community Hub', website: 'https://eston.example.org/' },
  },
  { id: 'hall', data: { name: 'The Town Hall', website: '' } },
]
const event = (
  id: string,
  venue: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  id,
  data: {
    title: id,
    venue: { venueName: '', venueInfo: '', venueLocation: '', venueURL: '', ...venue },
    ...extra,
  },
})

describe('0003-typed-venues', () => {
  it('reads a name as people type it', () => {
    expect(venueKey('  eston library and community  hub ')).toBe(
      venueKey('Eston Library & Community Hub'),
    )
    expect(venueKey('Town Hall')).toBe(venueKey('The Town Hall'))
    expect(venueKey('Town Hall Annex')).not.toBe(venueKey('Town Hall'))
  })

  it('links an event to the venue it names, keeping its typed text', () => {
    const { writes, notes } = typedVenues.plan(
      {
        venues,
        showcase: [
          event('festival', {
            venueName: 'Eston Library and Community Hub',
            venueInfo: 'Upstairs, in the community room',
            venueURL: 'http://eston.example.org',
          }),
          event('concert', { venueName: 'town hall' }),
        ],
      },
      {},
    )
    expect(notes).toEqual([])
    expect(writes.map((w) => [w.id, w.after.venueId, w.why])).toEqual([
      ['festival', 'eston', '"Eston Library and Community Hub" linked to venues/eston'],
      ['concert', 'hall', '"town hall" linked to venues/hall'],
    ])
    expect(writes[0]!.after.venue).toEqual(writes[0]!.before!.venue)
  })

  it('makes the venue an event names where there is none, and links every event that names it', () => {
    const { writes, notes } = typedVenues.plan(
      {
        venues,
        showcase: [
          event('a', {
            venueName: 'Café Cantée',
            venueLocation: '1 High Street, Redcar, TS10 1AA',
          }),
          event('b', { venueName: 'cafe cantée' }),
        ],
      },
      {},
    )
    expect(notes).toEqual([])
    expect(writes.map((w) => `${w.collection}/${w.id}`)).toEqual([
      'venues/migrated-cafe-cantee',
      'showcase/a',
      'showcase/b',
    ])
    expect(venueSchema.parse(writes[0]!.after)).toMatchObject({
      name: 'Café Cantée',
      slug: 'cafe-cantee',
      address: '1 High Street\nRedcar',
      postcode: 'TS10 1AA',
    })
    expect(writes.slice(1).map((w) => w.after.venueId)).toEqual([
      'migrated-cafe-cantee',
      'migrated-cafe-cantee',
    ])
  })

  it('splits a typed address into lines and its postcode', () => {
    expect(addressOf('Fabian Road, Eston TS6 9AH')).toEqual({
      address: 'Fabian Road\nEston',
      postcode: 'TS6 9AH',
    })
    expect(addressOf('1 High Street,\nRedcar, ts10 1aa')).toEqual({
      address: '1 High Street\nRedcar',
      postcode: 'ts10 1aa',
    })
    expect(addressOf('Kirkleatham, Redcar')).toEqual({
      address: 'Kirkleatham\nRedcar',
      postcode: '',
    })
  })

  it('gives a made venue a slug no other venue has', () => {
    const { writes } = typedVenues.plan(
      {
        venues: [{ id: 'v', data: { name: 'Other name', slug: 'the-hut' } }],
        showcase: [event('a', { venueName: 'The Hut' })],
      },
      {},
    )
    expect(writes[0]!.after.slug).toBe('the-hut-2')
  })

  it('leaves typed, and says why, an event with a website of its own, or none typed', () => {
    const { writes, notes } = typedVenues.plan(
      {
        venues,
        showcase: [
          event('own-site', {
            venueName: 'The Town Hall',
            venueURL: 'https://tickets.example.org',
          }),
          event('none', {}),
          event('linked', { venueName: 'The Town Hall' }, { venueId: 'hall' }),
        ],
      },
      {},
    )
    expect(writes).toEqual([])
    expect(notes).toEqual([
      'showcase/own-site: "The Town Hall" links to its own website (https://tickets.example.org), not the venue\'s, so it stays typed',
    ])
  })

  it('plans nothing once done', () => {
    const first = typedVenues.plan(
      { venues: [], showcase: [event('a', { venueName: 'New Hall' })] },
      {},
    )
    const done = typedVenues.plan(
      {
        venues: [{ id: first.writes[0]!.id, data: first.writes[0]!.after }],
        showcase: [{ id: 'a', data: first.writes[1]!.after }],
      },
      {},
    )
    expect(done.writes).toEqual([])
  })
})

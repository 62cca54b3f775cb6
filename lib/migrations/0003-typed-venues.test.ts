import { typedVenues, venueKey } from './0003-typed-venues'

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

  it('leaves typed, and says why, a venue not in the list or with a website of its own', () => {
    const { writes, notes } = typedVenues.plan(
      {
        venues,
        showcase: [
          event('elsewhere', { venueName: 'Café Cantée' }),
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
      'showcase/elsewhere: "Café Cantée" is no venue of the list, so it stays typed (add the venue, then pick it in the event)',
      'showcase/own-site: "The Town Hall" links to its own website (https://tickets.example.org), not the venue\'s, so it stays typed',
    ])
  })
})

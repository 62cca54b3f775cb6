import { venueNamed, venueNameKey } from './names'

describe('venue names', () => {
  it('count neither case, accents, punctuation, ‘&’ against ‘and’, nor a leading ‘The’', () => {
    expect(venueNameKey('The Junction, South Bank')).toBe('junction south bank')
    expect(venueNameKey('Eston Library & Community Hub')).toBe(
      venueNameKey('eston library and community hub'),
    )
    expect(venueNameKey('  Café  Néro ')).toBe('cafe nero')
    expect(venueNameKey('Theatre Hall')).toBe('theatre hall')
  })

  it('find the venue of the list a typed name means, or none', () => {
    const venues = [
      { id: 'a', name: 'The Junction, South Bank' },
      { id: 'b', name: 'Eston Library & Community Hub' },
    ]
    expect(venueNamed(venues, 'junction south bank')?.id).toBe('a')
    expect(venueNamed(venues, 'ESTON LIBRARY AND COMMUNITY HUB')?.id).toBe('b')
    expect(venueNamed(venues, 'Eston Library')).toBeUndefined()
    expect(venueNamed(venues, ' , ')).toBeUndefined()
  })
})

import { findSameVenue, venueDocumentFromForm, venueFormValues, type VenueFormValues } from './form'

const valid: VenueFormValues = {
  name: 'Redcar Beacon',
  address: 'The Esplanade\nRedcar',
  postcode: 'ts10 3ae',
  accessInfo: 'Lift to the viewing deck.',
  website: '',
  latitude: '54.61783',
  longitude: '-1.06869',
  mapLink: '',
}

describe('venueDocumentFromForm', () => {
  it('stores the slug from the name, numbers as numbers and the postcode as typed', () => {
    const result = venueDocumentFromForm(valid)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.data).toMatchObject({
      name: 'Redcar Beacon',
      slug: 'redcar-beacon',
      latitude: 54.61783,
      longitude: -1.06869,
    })
  })

  it('refuses a bad postcode, half a position and a name without letters', () => {
    const errors = (values: Partial<VenueFormValues>) => {
      const result = venueDocumentFromForm({ ...valid, ...values })
      return result.ok ? {} : result.errors
    }
    expect(errors({ postcode: 'nowhere' }).postcode).toMatch(/UK postcode/)
    expect(errors({ longitude: '' }).longitude).toBe('Enter both, or neither.')
    expect(errors({ latitude: '123' }).latitude).toMatch(/degrees/)
    expect(errors({ name: '!!!' }).name).toMatch(/letter or number/)
  })

  it('takes the position from a pasted map link, which replaces the numbers and is not kept', () => {
    const result = venueDocumentFromForm({
      ...valid,
      latitude: '',
      longitude: '',
      mapLink: 'https://www.openstreetmap.org/#map=19/54.61800/-1.06880',
    })
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.data).toMatchObject({ latitude: 54.618, longitude: -1.0688 })
    expect(result.data).not.toHaveProperty('mapLink')
    const moved = venueDocumentFromForm({ ...valid, mapLink: 'geo:54.5,-1.1' })
    expect(moved.ok && moved.data).toMatchObject({ latitude: 54.5, longitude: -1.1 })
  })

  it('refuses a map link it cannot read, saying why beside the field', () => {
    const result = venueDocumentFromForm({ ...valid, mapLink: 'https://maps.app.goo.gl/x1' })
    expect(result.ok ? {} : result.errors).toEqual({ mapLink: expect.stringMatching(/short link/) })
  })

  it('finds a venue already called that, in any case, but not the one being edited', () => {
    const venues = [{ id: 'a', name: 'Redcar Beacon' }]
    expect(findSameVenue(venues, 'redcar  beacon', 'b')?.id).toBe('a')
    expect(findSameVenue(venues, 'Redcar Beacon', 'a')).toBeUndefined()
    expect(venueFormValues({ name: 'X', latitude: 54.5 })).toMatchObject({ latitude: '54.5' })
  })
})

import { audienceFilters, isForFamilies } from './event-filters'

describe('what free and family mean', () => {
  it('counts an event as a family one when children under 12 may come', () => {
    expect(isForFamilies({ all: true, min: null, max: null })).toBe(true)
    expect(isForFamilies({ all: false, min: 5, max: 11 })).toBe(true)
    expect(isForFamilies({ all: false, min: null, max: 5 })).toBe(true)
    expect(isForFamilies({ all: false, min: 11, max: null })).toBe(true)
    expect(isForFamilies({ all: false, min: 12, max: 18 })).toBe(false)
    expect(isForFamilies({ all: false, min: 16, max: null })).toBe(false)
    // Nothing said, or something that is not an age, is not a promise.
    expect(isForFamilies({ all: false, min: null, max: null })).toBe(false)
    expect(isForFamilies({ all: 'yes', min: '5' })).toBe(false)
    expect(isForFamilies({})).toBe(false)
  })

  it('lists free before family, from the raw values a stored document holds', () => {
    expect(audienceFilters('free', { all: true })).toEqual(['free', 'family'])
    expect(audienceFilters('pay-what-you-can', { min: 3 })).toEqual(['family'])
    expect(audienceFilters('ticketed', {})).toEqual([])
    expect(audienceFilters(undefined, { all: undefined })).toEqual([])
  })
})

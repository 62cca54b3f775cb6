import { testEvent } from '@/test/test-event'
import {
  agesText,
  costText,
  filterPath,
  filterSlugs,
  FILTERS,
  typicalAgeRange,
  type EventAges,
  type EventCost,
} from './facts'

const cost = (c: Partial<EventCost>): EventCost => ({ type: null, min: null, max: null, ...c })
const ages = (a: Partial<EventAges>): EventAges => ({ all: false, min: null, max: null, ...a })

describe('costText', () => {
  it('says what an event costs in words, and nothing when the editor did not say', () => {
    expect(costText(cost({}))).toBeNull()
    expect(costText(cost({ type: 'free' }))).toBe('Free')
    expect(costText(cost({ type: 'pay-what-you-can' }))).toBe('Pay what you can')
    expect(costText(cost({ type: 'ticketed' }))).toBe('Ticketed')
    expect(costText(cost({ type: 'ticketed', min: 5 }))).toBe('£5')
    expect(costText(cost({ type: 'ticketed', min: 5, max: 5 }))).toBe('£5')
    expect(costText(cost({ type: 'ticketed', min: 4.5, max: 12 }))).toBe('£4.50 to £12')
    expect(costText(cost({ type: 'ticketed', max: 8 }))).toBe('£8')
  })
})

describe('agesText and typicalAgeRange', () => {
  it('reads a range, an open range or all ages', () => {
    expect(agesText(ages({}))).toBeNull()
    expect(agesText(ages({ all: true, min: 4 }))).toBe('All ages')
    expect(agesText(ages({ min: 5, max: 11 }))).toBe('Ages 5 to 11')
    expect(agesText(ages({ min: 16 }))).toBe('Ages 16 and over')
    expect(agesText(ages({ max: 5 }))).toBe('Ages up to 5')
    expect(agesText(ages({ min: 7, max: 7 }))).toBe('Age 7')
    expect(typicalAgeRange(ages({ min: 5, max: 11 }))).toBe('5-11')
    expect(typicalAgeRange(ages({ min: 16 }))).toBe('16-')
    expect(typicalAgeRange(ages({ all: true }))).toBeNull()
  })
})

describe('the facts as the schema reads them', () => {
  it('reads a document without them as saying nothing', () => {
    const event = testEvent()
    expect(event.cost).toEqual({ type: null, min: null, max: null })
    expect(event.ages).toEqual({ all: false, min: null, max: null })
    expect(event.access).toEqual({ features: [], notes: '' })
    expect(filterSlugs(event)).toEqual([])
  })

  it('drops an unknown access feature alone, and a contradictory block as a whole', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const event = testEvent({
      cost: { type: 'ticketed', min: 12, max: 5 },
      access: { features: ['bsl-interpreted', 'jetpack', 'bsl-interpreted'], notes: 'Ask us' },
    })
    expect(event.access.features).toEqual(['bsl-interpreted'])
    expect(event.cost.type).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('puts a free event with step-free access under both filters', () => {
    const event = testEvent({ cost: { type: 'free' }, access: { features: ['step-free'] } })
    expect(filterSlugs(event)).toEqual(['free', 'step-free'])
    expect(filterSlugs(event).map(filterPath)).toEqual(['/events/free', '/events/access/step-free'])
  })

  it('puts a free event for all ages under free and family, each with a page of its own', () => {
    const event = testEvent({ cost: { type: 'free' }, ages: { all: true } })
    expect(filterSlugs(event)).toEqual(['free', 'family'])
    expect(filterSlugs(event).map(filterPath)).toEqual(['/events/free', '/events/family'])
  })

  it('has one filter per access feature, plus free and family, each with a heading', () => {
    expect(FILTERS.map((f) => f.slug).slice(0, 3)).toEqual(['free', 'family', 'step-free'])
    expect(FILTERS).toHaveLength(11)
    expect(FILTERS.find((f) => f.slug === 'bsl-interpreted')?.heading).toBe(
      'BSL-interpreted events',
    )
  })
})

import { testEvent } from '@/test/test-event'
import { eventFilters, filtersOf, hasFilter } from './filters'

describe('eventFilters', () => {
  it('lists the filters some event has, in the showcase order, ignoring unknown ones', () => {
    const entries = [
      { filters: ['bsl-interpreted', 'jetpack'] },
      { filters: ['free', 'step-free'] },
      { filters: [] },
      { filters: ['step-free'] },
    ]
    expect(eventFilters(entries)).toEqual(['free', 'step-free', 'bsl-interpreted'])
    expect(filtersOf(entries).map((f) => f.label)).toEqual([
      'Free',
      'Step-free access',
      'BSL interpreted',
    ])
    expect(eventFilters([])).toEqual([])
  })
})

describe('hasFilter', () => {
  it('finds an event under free and under each of its access features only', () => {
    const event = testEvent({ cost: { type: 'free' }, access: { features: ['captioned'] } })
    expect(hasFilter(event, 'free')).toBe(true)
    expect(hasFilter(event, 'captioned')).toBe(true)
    expect(hasFilter(event, 'step-free')).toBe(false)
    expect(hasFilter(testEvent({ cost: { type: 'pay-what-you-can' } }), 'free')).toBe(false)
  })
})

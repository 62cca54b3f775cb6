import { moveProfile, staffDocumentFromForm } from './form'

describe('moveProfile', () => {
  const team = [
    { id: 'c', ordering: 30 },
    { id: 'a', ordering: 10 },
    { id: 'b', ordering: 20 },
  ]

  it('swaps the values of the profile and its neighbour', () => {
    expect(moveProfile(team, 'b', 'up')).toEqual([
      { id: 'b', ordering: 10 },
      { id: 'a', ordering: 20 },
    ])
    expect(moveProfile(team, 'b', 'down')).toEqual([
      { id: 'b', ordering: 30 },
      { id: 'c', ordering: 20 },
    ])
  })

  it('writes nothing past either end', () => {
    expect(moveProfile(team, 'a', 'up')).toEqual([])
    expect(moveProfile(team, 'c', 'down')).toEqual([])
    expect(moveProfile(team, 'missing', 'up')).toEqual([])
  })

  it('numbers everyone again when equal values cannot say the order', () => {
    const tied = [
      { id: 'a', ordering: 1 },
      { id: 'b', ordering: 2 },
      { id: 'c', ordering: 2 },
      { id: 'd', ordering: 3 },
    ]
    // a 1, c 2, b 3, d 4: c keeps its value.
    expect(moveProfile(tied, 'c', 'up')).toEqual([
      { id: 'b', ordering: 3 },
      { id: 'd', ordering: 4 },
    ])
  })
})

describe('staffDocumentFromForm', () => {
  it('asks for a name and a role', () => {
    expect(staffDocumentFromForm({ name: '', role: '', bio: '', imageURL: '' })).toEqual({
      ok: false,
      errors: { name: 'Enter the name.', role: 'Enter the role.' },
    })
  })

  it('writes no photo as null, and refuses one the site cannot show', () => {
    expect(
      staffDocumentFromForm({ name: 'Asha', role: 'Producer', bio: '', imageURL: '' }),
    ).toEqual({ ok: true, data: { name: 'Asha', role: 'Producer', bio: '', imageURL: null } })
    expect(
      staffDocumentFromForm({ name: 'Asha', role: 'Producer', bio: '', imageURL: 'javascript:x' }),
    ).toMatchObject({ ok: false, errors: { imageURL: 'This photo cannot be shown.' } })
  })
})

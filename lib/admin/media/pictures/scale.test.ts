import { LARGEST_SIDE, scaledSize } from './scale'

describe('scaledSize', () => {
  it('brings the longest side of a camera photo down to 2,560 px, keeping its shape', () => {
    expect(LARGEST_SIDE).toBe(2560)
    expect(scaledSize(6000, 4000)).toEqual({ width: 2560, height: 1707 })
    expect(scaledSize(3024, 4032)).toEqual({ width: 1920, height: 2560 })
    expect(scaledSize(10_000, 10)).toEqual({ width: 2560, height: 3 })
    expect(scaledSize(100_000, 1)).toEqual({ width: 2560, height: 1 })
  })

  it('leaves a picture that fits as it is', () => {
    expect(scaledSize(2560, 1440)).toBeNull()
    expect(scaledSize(1200, 800)).toBeNull()
    expect(scaledSize(0, 0)).toBeNull()
  })
})

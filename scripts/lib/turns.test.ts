import { PER_TURN, takingTurns } from './turns.mjs'

/** A scheduler the test runs by hand: each call of next() is one turn of the event loop. */
function manualTurns() {
  const pending: (() => void)[] = []
  return {
    schedule: (run: () => void) => pending.push(run),
    next() {
      const run = pending.shift()
      if (!run) throw new Error('no turn scheduled')
      run()
    },
    scheduled: () => pending.length,
  }
}

describe('takingTurns', () => {
  it('starts nothing in the turn the requests arrive in, then a few per turn, oldest first', () => {
    const turns = manualTurns()
    const started: string[] = []
    const enqueue = takingTurns((name: string) => started.push(name), {
      schedule: turns.schedule,
      perTurn: 2,
    })
    enqueue('a')
    enqueue('b')
    enqueue('c')
    expect(started).toEqual([])
    expect(turns.scheduled()).toBe(1)
    turns.next()
    expect(started).toEqual(['a', 'b'])
    enqueue('d')
    enqueue('e')
    turns.next()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    expect(turns.scheduled()).toBe(1)
    turns.next()
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(turns.scheduled()).toBe(0)
  })

  it(`starts ${PER_TURN} per turn unless told otherwise`, () => {
    const turns = manualTurns()
    const started: number[] = []
    const enqueue = takingTurns((n: number) => started.push(n), { schedule: turns.schedule })
    for (let n = 0; n < PER_TURN + 1; n++) enqueue(n)
    turns.next()
    expect(started).toHaveLength(PER_TURN)
    turns.next()
    expect(started).toHaveLength(PER_TURN + 1)
  })

  it('schedules a new turn for a request arriving after the queue emptied', () => {
    const turns = manualTurns()
    const started: string[] = []
    const enqueue = takingTurns((name: string) => started.push(name), { schedule: turns.schedule })
    enqueue('a')
    turns.next()
    expect(turns.scheduled()).toBe(0)
    enqueue('b')
    expect(turns.scheduled()).toBe(1)
    turns.next()
    expect(started).toEqual(['a', 'b'])
  })

  it('keeps serving the queue after a handler throws', () => {
    const turns = manualTurns()
    const started: string[] = []
    const enqueue = takingTurns(
      (name: string) => {
        started.push(name)
        if (name === 'bad') throw new Error('boom')
      },
      { schedule: turns.schedule },
    )
    enqueue('bad')
    enqueue('good')
    expect(() => turns.next()).toThrow('boom')
    expect(turns.scheduled()).toBe(1)
    turns.next()
    expect(started).toEqual(['bad', 'good'])
  })

  it('lets other work of the event loop run between turns', async () => {
    const order: string[] = []
    const enqueue = takingTurns(
      (name: string) => {
        order.push(name)
        // Work that arrives while a request is being handled, as an accepted connection does.
        if (name === 'first') setImmediate(() => order.push('other work'))
      },
      { perTurn: 2 },
    )
    enqueue('first')
    enqueue('second')
    enqueue('third')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(order).toEqual(['first', 'second', 'other work', 'third'])
  })
})

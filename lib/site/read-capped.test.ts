/**
 * @jest-environment node
 */
import { readCapped } from './read-capped'

const bytes = (n: number) => new Uint8Array(n).fill(7)

describe('readCapped', () => {
  /** A body that never ends, counting the bytes it was asked for. */
  const endless = () => {
    const sent = { bytes: 0 }
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          sent.bytes += 1024
          controller.enqueue(new Uint8Array(1024))
        },
      },
      { highWaterMark: 0 },
    )
    return { stream, sent }
  }

  it('stops reading once the body passes its cap', async () => {
    const { stream, sent } = endless()
    expect(await readCapped(stream, 10 * 1024)).toBeNull()
    expect(sent.bytes).toBeLessThanOrEqual(11 * 1024)
  })

  it('reads a body within its cap whole', async () => {
    const body = new Response(bytes(3000)).body
    expect(await readCapped(body, 3000)).toEqual(bytes(3000))
  })
})

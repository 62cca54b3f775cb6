/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import { editorOfSession } from '@/lib/firebase/sessions'
import { mayStage, stageFile } from '@/lib/admin/media/staging'
import { POST } from './route'

// The upload route as Next calls it: what it refuses, and how much of the body it has read by
// then. Sessions and the staging store are stand-ins; readCapped is the real one.
jest.mock('@/lib/firebase/sessions', () => ({
  isSignedSession: jest.fn(async (value: string) => value === 'signed'),
  editorOfSession: jest.fn(async () => ({ uid: 'editor-1', email: 'e@x', role: 'editor' })),
}))
jest.mock('@/lib/admin/media/staging', () => ({
  ...jest.requireActual('@/lib/admin/media/staging'),
  sweepStagedFiles: jest.fn(async () => undefined),
  mayStage: jest.fn(async () => true),
  stageFile: jest.fn(async () => '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a3d7f40'),
}))

const MB = 1024 * 1024

/** A body that sends 1 MB chunks for as long as it is read, counting what it sent. */
function body(megabytes = Infinity) {
  const sent = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent.bytes >= megabytes * MB) return controller.close()
        sent.bytes += MB
        controller.enqueue(new Uint8Array(MB))
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, sent }
}

function post(options: { cookie?: string; length?: number; origin?: string; megabytes?: number }) {
  const { stream, sent } = body(options.megabytes)
  const headers: Record<string, string> = {
    origin: options.origin ?? 'http://localhost:3000',
    host: 'localhost:3000',
    'content-type': 'image/jpeg',
    'x-file-name': encodeURIComponent('my photo.jpg'),
  }
  if (options.cookie) headers.cookie = `__session=${options.cookie}`
  if (options.length !== undefined) headers['content-length'] = String(options.length)
  const request = new NextRequest('http://localhost:3000/admin/uploads', {
    method: 'POST',
    headers,
    body: stream,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1])
  return { answer: POST(request), sent }
}

beforeEach(() => jest.clearAllMocks())

describe('the upload route', () => {
  it.each([
    ['no session cookie', undefined],
    ['a made-up session cookie', 'made-up'],
  ])('refuses %s before reading a byte of the body', async (_, cookie) => {
    const { answer, sent } = post({ cookie, length: 50 * MB })
    const response = await answer
    expect(response.status).toBe(401)
    // Closed, so Node does not read the rest of the body to keep the connection alive.
    expect(response.headers.get('connection')).toBe('close')
    expect(sent.bytes).toBe(0)
    expect(editorOfSession).not.toHaveBeenCalled()
  })

  it('refuses a file declared larger than any form takes, before reading it or asking Firebase', async () => {
    const { answer, sent } = post({ cookie: 'signed', length: 10 * MB + 1 })
    expect((await answer).status).toBe(413)
    expect(sent.bytes).toBe(0)
    expect(editorOfSession).not.toHaveBeenCalled()
  })

  it('refuses a post without a length, unread', async () => {
    const { answer, sent } = post({ cookie: 'signed' })
    expect((await answer).status).toBe(411)
    expect(sent.bytes).toBe(0)
  })

  it('stops reading a body longer than it said it was', async () => {
    const { answer, sent } = post({ cookie: 'signed', length: 2 * MB })
    expect((await answer).status).toBe(413)
    expect(sent.bytes).toBeLessThanOrEqual(3 * MB)
    expect(stageFile).not.toHaveBeenCalled()
  })

  it('refuses a cross-origin post, unread', async () => {
    const { answer, sent } = post({ cookie: 'signed', length: MB, origin: 'https://elsewhere' })
    expect((await answer).status).toBe(403)
    expect(sent.bytes).toBe(0)
  })

  it('refuses an account without the editor role, unread', async () => {
    jest.mocked(editorOfSession).mockResolvedValueOnce({ uid: 'u', email: 'e', role: null })
    const { answer, sent } = post({ cookie: 'signed', length: MB })
    expect((await answer).status).toBe(403)
    expect(sent.bytes).toBe(0)
  })

  it('refuses an editor with too much waiting already, unread', async () => {
    jest.mocked(mayStage).mockResolvedValueOnce(false)
    const { answer, sent } = post({ cookie: 'signed', length: MB })
    expect((await answer).status).toBe(429)
    expect(sent.bytes).toBe(0)
  })

  it("stages an editor's file and answers its id", async () => {
    const { answer } = post({ cookie: 'signed', length: 2 * MB, megabytes: 2 })
    const response = await answer
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a3d7f40' })
    expect(stageFile).toHaveBeenCalledWith('editor-1', expect.any(Uint8Array), {
      name: 'my photo.jpg',
      type: 'image/jpeg',
    })
    expect(jest.mocked(stageFile).mock.calls[0]![1].byteLength).toBe(2 * MB)
  })
})

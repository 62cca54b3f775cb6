/**
 * @jest-environment node
 */
import { UploadRefused, withStagedFiles } from './stage-files.client'

// What a form sends in place of its files: each one posted first, alone, to the upload route.
const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

describe('withStagedFiles', () => {
  it('sends each chosen file ahead and puts its staged id in its place', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ id: 'one' }, { status: 201 }))
      .mockResolvedValueOnce(Response.json({ id: 'two' }, { status: 201 }))
    const data = new FormData()
    data.append('title', 'A night of folk')
    data.append('newPictures', new File(['a'], 'é 1.jpg', { type: 'image/jpeg' }))
    data.append('newPictures', new File(['bb'], 'two.png', { type: 'image/png' }))
    data.append('photo', new File([], ''))
    const sent = await withStagedFiles(data)
    expect(sent.getAll('newPictures')).toEqual(['staged:one', 'staged:two'])
    expect(sent.get('title')).toBe('A night of folk')
    // An input with nothing chosen stays as the browser sent it.
    expect(sent.get('photo')).toBeInstanceOf(File)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/admin/uploads')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({
      'Content-Type': 'image/jpeg',
      'x-file-name': 'é%201.jpg'.replace('é', '%C3%A9'),
    })
  })

  it('leaves a form without files as it is', async () => {
    const data = new FormData()
    data.append('title', 'x')
    expect(await withStagedFiles(data)).toBe(data)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says why a file was refused, in the route's words", async () => {
    fetchMock.mockResolvedValueOnce(new Response('Files can be up to 10 MB each.', { status: 413 }))
    const data = new FormData()
    data.append('file', new File(['a'], 'big.jpg', { type: 'image/jpeg' }))
    const sent = withStagedFiles(data)
    await expect(sent).rejects.toThrow(UploadRefused)
    await expect(sent).rejects.toThrow('big.jpg could not be sent. Files can be up to 10 MB each.')
  })
})

import { reportOnce, warnDropped, whileParsing } from './problems'

describe('content problems', () => {
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('are logged once per document version, however often it is read', () => {
    const doc = { path: 'showcase/a', version: '2026-11-01T00:00:00.000Z' }
    for (let i = 0; i < 7; i++) reportOnce('warn', doc, 'showcase/a: something')
    expect(warn).toHaveBeenCalledTimes(1)
    reportOnce('warn', { ...doc, version: '2026-11-02T00:00:00.000Z' }, 'showcase/a: something')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('name the document a dropped value came from', () => {
    whileParsing({ path: 'updates/b', version: 'v1' }, () => warnDropped('image 2, which is bad'))
    expect(warn).toHaveBeenCalledWith('[content] updates/b: dropped image 2, which is bad')
    warnDropped('a category that is not text')
    expect(warn).toHaveBeenLastCalledWith('[content] dropped a category that is not text')
  })
})

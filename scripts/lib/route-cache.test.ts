import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { incompletePages, removeIncompletePages } from './route-cache.mjs'

function page(dir: string, name: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true })
  for (const [suffix, body] of Object.entries(files)) writeFileSync(join(dir, name + suffix), body)
}

describe('the page cache left by an earlier process', () => {
  it('removes complete pages without their payload, and only those', () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-cache-'))
    const root = join(dist, 'server', 'route-cache', 'APP_PAGE')
    const home = join(root, 'aaa', '$')
    const events = join(root, 'bbb', '$')
    const event = join(root, 'ccc', '$', 'events', 'a-talk')
    page(home, 'index', { '.html': '<html>', '.meta': '{"headers":{}}' })
    page(events, 'events', { '.html': '<html>', '.meta': '{}', '.rsc': 'payload' })
    page(event, 'abc', { '.html': '<html>', '.meta': '{"postponed":"state"}' })
    page(join(root, 'ddd', '$'), 'about', { '.html': '<html>' })

    expect(incompletePages(root)).toEqual([[join(home, 'index.html'), join(home, 'index.meta')]])
    expect(removeIncompletePages(dist)).toBe(1)
    expect(existsSync(join(home, 'index.html'))).toBe(false)
    expect(existsSync(join(home, 'index.meta'))).toBe(false)
    expect(existsSync(join(events, 'events.html'))).toBe(true)
    expect(existsSync(join(event, 'abc.html'))).toBe(true)
    expect(removeIncompletePages(dist)).toBe(0)
  })

  it('finds nothing where there is no page cache yet', () => {
    expect(removeIncompletePages(mkdtempSync(join(tmpdir(), 'route-cache-')))).toBe(0)
  })
})

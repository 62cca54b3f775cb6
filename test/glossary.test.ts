/**
 * @jest-environment node
 */
// docs/glossary.md stays true of the code: where it lists what the code lists (the gate's
// indexes, the content types, the site's pages), the lists match, and it states no counts,
// which went stale unseen ("eight index kinds" when there were nine).
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { INDEX_KINDS } from '@/lib/gate/gate'
import { CACHE_TAGS } from '@/lib/content/cache'
import { SITE_PAGE_IDS } from '@/lib/pages/ids'

const ROOT = resolve(__dirname, '..')
const glossary = readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8')

/** The paragraph or list item that starts with `start`, to the next blank line or item. */
function entry(start: string): string {
  const at = glossary.indexOf(start)
  if (at === -1) throw new Error(`docs/glossary.md has no entry starting ${start}`)
  return glossary.slice(at).split(/\n(?:\n|- )/)[0]!
}

/** The words in backticks (quotes taken off), without those that name files. */
const codeWords = (text: string) =>
  [...text.matchAll(/`'?([^`']+)'?`/g)].map((m) => m[1]!).filter((w) => !w.includes('/'))

const sorted = (words: Iterable<string>) => [...words].sort()

describe('docs/glossary.md', () => {
  it('names every index the gate judges by, and no other', () => {
    const words = codeWords(entry('- `IndexKind`')).filter((w) => w !== 'IndexKind')
    expect(sorted(words)).toEqual(sorted(INDEX_KINDS))
  })

  it('names a folder of lib/ for each content type (one cache tag each)', () => {
    const folders = [...entry('**Content type**').matchAll(/`(lib\/[\w-]+)\/`/g)].map((m) => m[1]!)
    expect(folders).toHaveLength(Object.keys(CACHE_TAGS).length)
    for (const folder of folders) expect(existsSync(join(ROOT, folder))).toBe(true)
  })

  it('names every fixed id of a site page, and no other', () => {
    const words = codeWords(entry('**Site page**')).filter((w) => w !== 'pages')
    expect(sorted(words)).toEqual(sorted(SITE_PAGE_IDS))
  })

  it('states no counts', () => {
    const counts = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi
    expect(glossary.match(counts) ?? []).toEqual([])
  })
})

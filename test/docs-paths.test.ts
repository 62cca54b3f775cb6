/**
 * @jest-environment node
 */
// Every file the documentation names exists: README.md, SECURITY.md and docs/**/*.md. A path
// is checked when it is written in backticks (each word of the span, so a command's script
// counts too) or is the target of a Markdown link. External URLs and site URLs (/events/…)
// are not files and are skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = resolve(__dirname, '..')

/** The repository's top-level folders: a word beginning with one of these is a path. */
const FOLDERS = ['app', 'components', 'lib', 'e2e', 'scripts', 'test', 'docs', 'public', '.ci']

/** A file at the root of the repository, named alone: `apphosting.yaml`, `Dockerfile`. */
const ROOT_FILE =
  /^(?:Dockerfile|\.nvmrc|\.dockerignore|\.gitignore|\.prettierignore|\.editorconfig|[\w.-]+\.(?:ts|tsx|mjs|cjs|js|json|ya?ml|md|rules|conf|css|example))$/

/** Next's own files, checked where npm installs them. */
const NEXT_FILE = /^next\/dist\//

export interface Reference {
  /** As written. */
  text: string
  /** The file or folder it must be, relative to the repository. */
  path: string
}

/** The Markdown with fenced code blocks left out (commands, configuration excerpts). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
}

/** The path a backticked word names, or null when it is not a path. */
function pathOfWord(word: string): string | null {
  const cleaned = word.replace(/[),;:.]+$/, '')
  if (!cleaned || /:\/\//.test(cleaned) || cleaned.startsWith('/')) return null
  // A pattern (`e2e/fixtures/*.mjs`) names the folder it looks in.
  const wild = cleaned.search(/[*{]/)
  const fixed = wild === -1 ? cleaned : cleaned.slice(0, cleaned.lastIndexOf('/', wild) + 1)
  if (NEXT_FILE.test(fixed)) return join('node_modules', fixed)
  if (FOLDERS.some((folder) => fixed.startsWith(`${folder}/`))) return fixed
  return ROOT_FILE.test(fixed) ? fixed : null
}

/** Every path a Markdown file names, with the file's own location for relative links. */
export function references(markdown: string, file: string): Reference[] {
  const text = withoutFences(markdown)
  const found: Reference[] = []
  for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of span.trim().split(/\s+/)) {
      const path = pathOfWord(word)
      if (path) found.push({ text: `\`${span}\``, path })
    }
  }
  // Inline links [text](target), without the code spans (a span may hold brackets).
  const prose = text.replace(/`[^`\n]+`/g, '')
  for (const [, target = ''] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue
    const bare = decodeURI(target.replace(/#.*$/, ''))
    const path = bare.startsWith('/') ? bare.slice(1) : relative(ROOT, resolve(dirname(file), bare))
    found.push({ text: `(${target})`, path })
  }
  return found
}

/** The references of a file that name nothing in the repository. */
export function missing(markdown: string, file: string): string[] {
  return references(markdown, file)
    .filter(({ path }) => !existsSync(resolve(ROOT, path)))
    .map(({ text, path }) => `${text} → ${path}`)
}

function markdownUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return markdownUnder(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const DOCUMENTS = [
  join(ROOT, 'README.md'),
  join(ROOT, 'SECURITY.md'),
  ...markdownUnder(join(ROOT, 'docs')),
]

describe('the rule itself', () => {
  const here = join(ROOT, 'docs', 'example.md')

  it('finds a wrong path in backticks, in a command, and in a link', () => {
    const text = [
      'See `lib/content/no-such-file.ts` and run `node scripts/no-such-script.mjs`.',
      'The [guide](no-such-guide.md) and `no-such-root-file.yaml` and `next/dist/no-such.js`.',
    ].join('\n')
    expect(missing(text, here)).toEqual([
      '`lib/content/no-such-file.ts` → lib/content/no-such-file.ts',
      '`node scripts/no-such-script.mjs` → scripts/no-such-script.mjs',
      '`no-such-root-file.yaml` → no-such-root-file.yaml',
      '`next/dist/no-such.js` → node_modules/next/dist/no-such.js',
      '(no-such-guide.md) → docs/no-such-guide.md',
    ])
  })

  it('accepts paths that exist, and skips URLs, site paths and fenced blocks', () => {
    const text = [
      '`lib/gate/gate.ts`, `e2e/fixtures/*.mjs`, `apphosting.yaml`, `/events/{slug}/{id}`,',
      '[Next](https://nextjs.org/docs), [deploying](deploying.md#health-checks), `npm start`.',
      '```sh',
      'node scripts/not-checked-in-a-fence.mjs',
      '```',
    ].join('\n')
    const inDocs = join(ROOT, 'README.md')
    expect(missing(text.replace('deploying.md', 'docs/deploying.md'), inDocs)).toEqual([])
    expect(references(text, inDocs).map((r) => r.path)).toContain('lib/gate/gate.ts')
  })
})

describe('every path the documentation names exists', () => {
  it('has documents to check', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(3)
  })

  it.each(DOCUMENTS.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    expect(missing(readFileSync(file, 'utf8'), file)).toEqual([])
  })
})

describe('README.md', () => {
  it('is at most 150 lines, for a newcomer', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(150)
  })
})

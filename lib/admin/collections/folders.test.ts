/**
 * @jest-environment node
 */
// A collection lives in its two folders (lib/admin/collections/<name>/ and
// components/admin/collections/<name>/) and one line in each registry: no other file spells
// its admin path or reaches into its folders, beside the few cross-uses listed here.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { EDITED_KINDS } from '@/lib/admin/collections'

const ROOT = resolve(__dirname, '..', '..', '..')

/** The site's own code: app/, components/, lib/ and proxy.ts, without tests. */
function productionFiles(): string[] {
  const found = ['app', 'components', 'lib'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
      .filter((entry) => !/\.test\.(ts|tsx|mjs|js)$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  )
  return [...found, 'proxy.ts'].sort()
}

const parsed = new Map<string, ts.SourceFile>()

/** Every node of a file's syntax tree, with its line: comments are not nodes, so never read. */
function nodesOf(file: string): { node: ts.Node; line: number }[] {
  let source = parsed.get(file)
  if (!source) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    parsed.set(file, source)
  }
  const nodes: { node: ts.Node; line: number }[] = []
  const visit = (node: ts.Node) => {
    nodes.push({ node, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return nodes
}

const FILES = productionFiles()
const SEGMENTS = Object.values(EDITED_KINDS).map((kind) => kind.segment)

/** Whether a string (or a template's start) spells /admin/<segment> or a path under it. */
function spellsAdminPath(text: string): boolean {
  return SEGMENTS.some((segment) => {
    const path = `/admin/${segment}`
    return text.startsWith(path) && ['', '/', '?', '#'].includes(text.charAt(path.length))
  })
}

/** Each place a file spells a collection's admin path: 'file:line …'. */
function adminPathLiterals(file: string): string[] {
  const found: string[] = []
  for (const { node, line } of nodesOf(file)) {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null
    if (text !== null && spellsAdminPath(text)) found.push(`${file}:${line} ${node.getText()}`)
  }
  return found
}

/** The repository path (without extension) each import of a file names, with its line. */
function importsOf(file: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = []
  for (const { node, line } of nodesOf(file)) {
    let spec: ts.Expression | undefined
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) spec = node.moduleSpecifier
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      spec = node.arguments[0]
    }
    if (!spec || !ts.isStringLiteralLike(spec)) continue
    const name = spec.text
    const target = name.startsWith('@/')
      ? name.slice(2)
      : name.startsWith('.')
        ? relative(ROOT, resolve(ROOT, file, '..', name))
        : null
    if (target) found.push({ target: target.replace(/\.(ts|tsx|mjs|js)$/, ''), line })
  }
  return found
}

const SIDES = ['lib/admin/collections', 'components/admin/collections']

/** Each collection's folders, on either side. */
const FOLDERS = new Set(
  SIDES.flatMap((side) =>
    readdirSync(join(ROOT, side), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${side}/${entry.name}`),
  ),
)

/** The collection whose folder (either side) holds a path, or null. */
function collectionOf(path: string): string | null {
  const folder = [...FOLDERS].find((f) => path === f || path.startsWith(`${f}/`))
  return folder ? folder.slice(folder.lastIndexOf('/') + 1) : null
}

/** The two registries: one line per collection each. */
const REGISTRIES = ['lib/admin/collections/index.ts', 'components/admin/collections/index.ts']

/** Today's uses of a collection's code from outside its folders, each with its reason. */
const CROSS_USES: { from: string; to: string; why: string }[] = [
  {
    from: 'app/(site)/events/[slug]/[id]/page.tsx',
    to: 'lib/admin/collections/events/config',
    why: 'The public event page links a previewing editor to its edit page.',
  },
  {
    from: 'app/(site)/updates/[slug]/[id]/page.tsx',
    to: 'lib/admin/collections/updates/config',
    why: 'The public update page links a previewing editor to its edit page.',
  },
  {
    from: 'components/pages/page-preview-bar.tsx',
    to: 'lib/admin/collections/pages/config',
    why: "A site page's preview bar links the editor back to its edit page.",
  },
  {
    from: 'app/admin/page.tsx',
    to: 'lib/admin/collections/events/config',
    why: 'The dashboard offers "add an event" beside the list of collections.',
  },
  {
    from: 'app/admin/page.tsx',
    to: 'lib/admin/collections/updates/config',
    why: 'The dashboard offers "add an update" beside the list of collections.',
  },
  {
    from: 'components/admin/collections/events/screens.tsx',
    to: 'lib/admin/collections/venues/reads',
    why: 'The event form offers the venues to choose from.',
  },
  {
    from: 'components/admin/collections/events/form.client.tsx',
    to: 'lib/admin/collections/venues/config',
    why: 'The event form links to a new venue named as typed.',
  },
  {
    from: 'lib/admin/collections/events/actions.ts',
    to: 'lib/admin/collections/venues/reads',
    why: "Saving an event copies its chosen venue's details from the venues.",
  },
  {
    from: 'lib/admin/collections/venues/reads.ts',
    to: 'lib/admin/collections/events/form',
    why: 'A listed venue is what the event form chooses (ChosenVenue).',
  },
  {
    from: 'lib/admin/media/library.ts',
    to: 'lib/admin/collections/events/config',
    why: 'The media library finds and links the events that use a picture.',
  },
  {
    from: 'lib/admin/media/library.ts',
    to: 'lib/admin/collections/updates/config',
    why: 'The media library finds and links the updates that use a picture.',
  },
]

/** Each import of a collection's code from outside its two folders: 'file:line → target'. */
function reachesIn(file: string): string[] {
  if (REGISTRIES.includes(file)) return []
  const own = collectionOf(file)
  return importsOf(file)
    .filter(({ target }) => {
      const owner = collectionOf(target)
      return owner !== null && owner !== own
    })
    .filter(({ target }) => !CROSS_USES.some((use) => use.from === file && use.to === target))
    .map(({ target, line }) => `${file}:${line} → ${target}`)
}

describe("a collection's folders", () => {
  it('are the only places that know its admin path: no code spells /admin/<segment>', () => {
    expect(SEGMENTS.length).toBeGreaterThan(0)
    expect(FILES).toEqual(expect.arrayContaining(['proxy.ts', 'lib/admin/collections/kind.ts']))
    expect(FILES.flatMap(adminPathLiterals)).toEqual([])
  })

  it('are reached into only by the registries and the listed cross-uses', () => {
    expect(FILES.flatMap(reachesIn)).toEqual([])
  })

  it('lists only cross-uses the code still has', () => {
    const stale = CROSS_USES.filter(
      (use) => !importsOf(use.from).some(({ target }) => target === use.to),
    )
    expect(stale).toEqual([])
  })
})

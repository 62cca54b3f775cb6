/**
 * @jest-environment node
 */
// The layers point one way (docs/architecture.md): pages → components → the URL gate and the
// admin → content types → shared code. A file may import from its own layer or one below.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const ROOT = resolve(__dirname, '..')

const CONTENT_TYPES = [
  'events',
  'updates',
  'dictionary',
  'questions',
  'staff',
  'awards',
  'about',
  'venues',
  'pages',
  'media',
]
const SHARED = ['content', 'site', 'firebase', 'observability', 'cache-handlers']

/** The layer of a repository path, higher above lower; null for what the rule leaves alone. */
function layerOf(path: string): number | null {
  const [top, second] = path.split('/')
  if (top === 'app' || top === 'proxy.ts' || top === 'instrumentation.ts') return 5
  if (top === 'components') return 4
  if (top !== 'lib' || !second) return null
  if (['gate', 'admin', 'backup', 'search', 'migrations'].includes(second)) return 3
  if (CONTENT_TYPES.includes(second)) return 2
  if (SHARED.includes(second) || second.startsWith('process-state')) return 1
  return null
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .filter((entry) => !/\.test\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

/** The repository path (without extension) an import in `file` names, or null for a package. */
function repoPath(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return spec.slice(2)
  if (spec.startsWith('.')) return relative(ROOT, resolve(ROOT, file, '..', spec))
  return null
}

/** The repository paths a file imports ('@/…' and relative), without their extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].flatMap(
    ([, spec]) => repoPath(file, spec!) ?? [],
  )
}

const FILES = [
  ...sources('app'),
  ...sources('components'),
  ...sources('lib'),
  'proxy.ts',
  'instrumentation.ts',
]

it('no file imports from a layer above its own', () => {
  const upward = FILES.flatMap((file) => {
    const own = layerOf(file)
    if (own === null) return []
    return importsOf(file)
      .filter((target) => (layerOf(target) ?? 0) > own)
      .map((target) => `${file} → ${target}`)
  })
  expect(upward).toEqual([])
})

it('only lib/ imports firebase-admin', () => {
  const outside = FILES.filter((file) => !file.startsWith('lib/')).filter((file) =>
    /from ['"]firebase-admin/.test(readFileSync(join(ROOT, file), 'utf8')),
  )
  expect(outside).toEqual([])
})

it('knows every folder of lib/, so a new one is placed in a layer', () => {
  const folders = readdirSync(join(ROOT, 'lib'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  expect(folders.filter((folder) => layerOf(`lib/${folder}/x.ts`) === null)).toEqual([])
})

/** What a file needs at run time: its imports less the type-only ones, packages by name. */
function runtimeImportsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  // A client component gets a reference to a server action, not the action's module.
  if (/^['"]use server['"]/.test(text)) return []
  const typesOnly = (names: string) =>
    /^\{[^}]*\}$/.test(names) &&
    names
      .slice(1, -1)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '))
  return [
    ...text.matchAll(/^(?:import|export)\s+(type\s+)?([\w*\s{},]*?)\s*from\s*['"]([^'"]+)['"]/gm),
  ]
    .filter(([, typeOnly, names]) => !typeOnly && !typesOnly(names!.trim()))
    .map(([, , , spec]) => {
      const path = repoPath(file, spec!)
      return path === null ? spec! : sourceFile(path)
    })
}

function sourceFile(path: string): string {
  return (
    ['', '.ts', '.tsx', '.mjs', '/index.ts']
      .map((ext) => path + ext)
      .find((p) => FILES.includes(p)) ?? path
  )
}

/** Every module reachable at run time from `entries`, each with the chain of imports to it. */
function reachable(entries: string[]): Map<string, string[]> {
  const via = new Map(entries.map((file) => [file, [file]]))
  for (const [file, chain] of via) {
    if (!FILES.includes(file)) continue
    for (const target of runtimeImportsOf(file)) {
      if (!via.has(target)) via.set(target, [...chain, target])
    }
  }
  return via
}

const chainsTo = (via: Map<string, string[]>, names: string[]) =>
  names.flatMap((name) => via.get(name)?.join(' → ') ?? [])

it("no client component bundles the sanitiser or zod: the admin's pages stay light", () => {
  const clients = FILES.filter((file) =>
    /^['"]use client['"]/.test(readFileSync(join(ROOT, file), 'utf8').trimStart()),
  )
  expect(chainsTo(reachable(clients), ['sanitize-html', 'zod'])).toEqual([])
})

it("the admin's layout and dashboard reach none of the forms, so only a collection's pages load them", () => {
  const via = reachable(['app/admin/layout.tsx', 'app/admin/page.tsx'])
  expect(chainsTo(via, ['@tiptap/react', 'components/admin/collections/index.ts'])).toEqual([])
})

it('no import circle, type-only imports included', () => {
  const next = new Map(
    FILES.map((file) => [
      file,
      importsOf(file)
        .map(sourceFile)
        .filter((p) => FILES.includes(p)),
    ]),
  )
  // Depth first: a file met again while it is still open closes a circle.
  const open = new Set<string>()
  const done = new Set<string>()
  const circles: string[] = []
  const visit = (stack: string[]) => {
    const file = stack.at(-1)!
    open.add(file)
    for (const target of next.get(file) ?? []) {
      if (open.has(target))
        circles.push([...stack.slice(stack.indexOf(target)), target].join(' → '))
      else if (!done.has(target)) visit([...stack, target])
    }
    open.delete(file)
    done.add(file)
  }
  for (const file of FILES) if (!done.has(file)) visit([file])
  expect(circles).toEqual([])
})

/**
 * The deployment files agree with each other: one Node major everywhere (package.json's
 * engines, which App Hosting's buildpack follows, .nvmrc, the `node` devDependency the npm
 * scripts run on, the Dockerfile's images), and the Dockerfile has the shape of Next's
 * examples/with-docker. No Docker engine runs here, so the files are read, not built.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

const root = join(__dirname, '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

const NODE_MAJOR = 24

type PackageJson = {
  engines?: { node?: string }
  devDependencies?: Record<string, string>
}
const pkg = JSON.parse(read('package.json')) as PackageJson

type AppHostingEnv = { variable: string; value?: string; secret?: string; availability?: string[] }
type AppHosting = { runConfig?: Record<string, number>; env?: AppHostingEnv[] }
const appHosting = parse(read('apphosting.yaml')) as AppHosting
const envVar = (name: string) => appHosting.env?.find((e) => e.variable === name)

/** The one major a range allows (`>=24.0.0 <25`, `24.x`, `^24.1`, `~24`, `24`), else throws. */
function onlyMajor(range: string): number {
  const bounded = /^>=\s*(\d+)(?:\.\d+){0,2}\s+<\s*(\d+)(?:\.0){0,2}$/.exec(range.trim())
  if (bounded && Number(bounded[2]) === Number(bounded[1]) + 1) return Number(bounded[1])
  const single = /^[\^~]?(\d+)(?:\.(?:\d+|x|\*)){0,2}$/.exec(range.trim())
  if (single) return Number(single[1])
  throw new Error(`"${range}" allows more than one Node major`)
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { keyword: string; args: string }[] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/)
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') }
  })
}

const dockerfile = instructions(read('Dockerfile'))
/** The runner: the instructions after the last FROM. */
const lastFrom = dockerfile.map((i) => i.keyword).lastIndexOf('FROM')
const runner = dockerfile.slice(lastFrom)

describe('one Node major', () => {
  it('package.json engines allows Node 24 only', () => {
    expect(onlyMajor(pkg.engines?.node ?? '')).toBe(NODE_MAJOR)
  })

  it('.nvmrc names it', () => {
    expect(onlyMajor(read('.nvmrc').trim().replace(/^v/, ''))).toBe(NODE_MAJOR)
  })

  it('these tests themselves run on it', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(NODE_MAJOR)
  })

  it('the npm scripts run on it (the node devDependency)', () => {
    expect(onlyMajor(pkg.devDependencies?.node ?? '')).toBe(NODE_MAJOR)
  })

  it('every node image of the Dockerfile is that major', () => {
    const images = dockerfile
      .filter((i) => i.keyword === 'FROM')
      .map((i) => i.args.split(/\s+/)[0] ?? '')
      .filter((image) => /^node:/.test(image))
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image).toMatch(new RegExp(`^node:${NODE_MAJOR}(?:[.-]|$)`))
  })

  it('apphosting.yaml leaves the version to engines, or names the same major', () => {
    // The buildpack takes these before engines (pkg/nodejs RequestedNodejsVersion).
    for (const name of ['GOOGLE_NODEJS_VERSION', 'GOOGLE_RUNTIME_VERSION']) {
      const value = envVar(name)?.value
      if (value !== undefined) expect(onlyMajor(value)).toBe(NODE_MAJOR)
    }
  })
})

describe('Dockerfile', () => {
  const copies = runner.filter((i) => i.keyword === 'COPY').map((i) => i.args)

  it.each(['/app/.next/standalone', '/app/.next/static', '/app/public'])(
    'copies %s from the builder into the runner',
    (path) => {
      expect(copies.some((args) => args.includes('--from=builder') && args.includes(path))).toBe(
        true,
      )
    },
  )

  it('puts the static files where server.js looks for them', () => {
    expect(copies.some((args) => /\/app\/\.next\/static\s+\.\/\.next\/static$/.test(args))).toBe(
      true,
    )
  })

  it('runs as a user other than root', () => {
    const user = runner.filter((i) => i.keyword === 'USER').at(-1)?.args
    expect(user).toBeDefined()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
  })

  it('checks its health on /api/health with node (no curl in slim images)', () => {
    const check = runner.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? ''
    expect(check).toMatch(/CMD \["node",/)
    expect(check).toContain('/api/health')
  })

  it('starts the standalone server, listening on every interface on 8080', () => {
    expect(runner.find((i) => i.keyword === 'CMD')?.args).toBe('["node", "server.js"]')
    const env = runner
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ')
    expect(env).toMatch(/\bNODE_ENV=production\b/)
    expect(env).toMatch(/\bPORT=8080\b/)
    expect(env).toMatch(/\bHOSTNAME=0\.0\.0\.0\b/)
  })

  it('keeps the local environment and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', '.next', '.env', '.git']) expect(ignored).toContain(entry)
  })
})

describe('apphosting.yaml', () => {
  it('gives the build what it bakes into the pages', () => {
    for (const name of ['SITE_URL', 'NEXT_PUBLIC_CONTACT_EMAIL', 'FIREBASE_PROJECT_ID']) {
      expect(envVar(name)?.availability).toContain('BUILD')
    }
  })

  it('takes REVALIDATE_SECRET from Secret Manager, never as a value', () => {
    expect(envVar('REVALIDATE_SECRET')?.secret).toBeTruthy()
    expect(envVar('REVALIDATE_SECRET')?.value).toBeUndefined()
  })

  it('pins the adapter version the tests build with', () => {
    expect(envVar('NEXTJS_ADAPTER_VERSION')?.value).toBe(
      pkg.devDependencies?.['@apphosting/adapter-nextjs'],
    )
  })

  it('scales to zero', () => {
    expect(appHosting.runConfig?.minInstances).toBe(0)
  })
})

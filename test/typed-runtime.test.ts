/**
 * @jest-environment node
 */
// Every runtime file in lib/ is TypeScript or type-checked: a plain .mjs (kept for what loads it
// without a TypeScript step: next.config.mjs, the cache handlers Next loads, scripts run by Node)
// opts into `tsc --noEmit` with `// @ts-check`, which tsconfig.json's `include` reaches, and says
// on its next line why it is not TypeScript.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(__dirname, '..')

const runtimeMjs = readdirSync(join(ROOT, 'lib'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
  .map((entry) => join(entry.parentPath, entry.name).slice(ROOT.length + 1))

describe('the runtime files of lib/ that are not TypeScript', () => {
  it('are found', () => {
    expect(runtimeMjs.length).toBeGreaterThan(0)
  })

  it.each(runtimeMjs)('%s is checked by tsc and says why it is .mjs', (path) => {
    const [first, second] = readFileSync(join(ROOT, path), 'utf8').split('\n')
    expect(first).toBe('// @ts-check')
    expect(second).toMatch(/^\/\/ \.mjs: \S/)
  })

  it('are in the files tsconfig.json type-checks', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'))
    expect(config.include).toContain('lib/**/*.mjs')
  })
})

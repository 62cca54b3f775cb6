/**
 * @jest-environment node
 */
// Every server action is a mutation that checks its session (issue 53). Anything a 'use server'
// module exports is an action anyone can call, with any arguments and any cookie: a read put
// there would answer whoever asks. The list of actions is test/support/server-actions.ts's.
import ts from 'typescript'
import {
  CHECKED_MUTATIONS,
  CHECKING_HELPERS,
  firstCheck,
  inlineServerFunctions,
  isServerModule,
  parse,
  serverExports,
  sourceFiles,
} from './support/server-actions'

const sources = sourceFiles().map(parse)
const modules = sources.filter(isServerModule)

it('finds the server actions (so an empty answer below means something)', () => {
  expect(modules.length).toBeGreaterThan(5)
  expect(sources.length).toBeGreaterThan(100)
})

it('every export of a server module is one of the listed mutations, and nothing else', () => {
  const found = Object.fromEntries(
    modules
      .map(
        (source) =>
          [
            source.fileName,
            serverExports(source)
              .map((e) => e.name)
              .sort(),
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  expect(found).toEqual(CHECKED_MUTATIONS)
})

it('every server action checks the session first, with requireRole or a helper that does', () => {
  const helpers = Object.values(CHECKING_HELPERS).flat()
  const unchecked = modules.flatMap((source) =>
    serverExports(source)
      .filter(({ fn }) => {
        const check = fn && firstCheck(fn)
        return check !== 'requireRole' && !helpers.includes(check ?? '')
      })
      .map(({ name }) => `${source.fileName}: ${name}`),
  )
  expect(unchecked).toEqual([])
})

it('the helpers actions hand their work to start with requireRole', () => {
  const unchecked = Object.entries(CHECKING_HELPERS).flatMap(([file, names]) => {
    const source = parse(file)
    return names.filter((name) => {
      const fn = source.statements.find(
        (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name,
      )
      return !fn || firstCheck(fn) !== 'requireRole'
    })
  })
  expect(unchecked).toEqual([])
})

it("no function makes itself a server action with an inline 'use server'", () => {
  expect(sources.flatMap(inlineServerFunctions)).toEqual([])
})

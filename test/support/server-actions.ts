// What the site offers as server actions, read from the source: every export of a module that
// starts with 'use server' is an endpoint anyone can call with any arguments (Next gives each
// an id, and its action handler runs it for a POST naming that id), so each must be a mutation
// that checks the session first. test/server-actions.test.ts reads the sources with this,
// e2e/admin/actions.spec.ts the build's manifest.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

export const ROOT = resolve(__dirname, '..', '..')

/**
 * The server actions there are, by module: each a mutation that starts with `requireRole`
 * (lib/admin/accounts/session.ts), or hands all its work to a helper of CHECKING_HELPERS. A new action
 * joins this list in the same change; a read is a data function or a GET route handler.
 */
export const CHECKED_MUTATIONS: Record<string, readonly string[]> = {
  'lib/admin/accounts/actions.ts': [
    'cancelInvitation',
    'changeRole',
    'inviteEditor',
    'removeAccess',
  ],
  'lib/admin/documents/bulk-actions.ts': ['bulkChange'],
  'lib/admin/documents/delete-action.ts': ['deleteDocument'],
  'lib/admin/collections/dictionary/actions.ts': ['saveWord'],
  'lib/admin/collections/events/actions.ts': ['saveEvent'],
  'lib/admin/media/actions.ts': ['deleteMedia', 'saveMedia'],
  'lib/admin/collections/questions/actions.ts': ['renameCategory', 'saveQuestion'],
  'lib/admin/history/restore-actions.ts': ['restoreVersion'],
  'lib/admin/collections/rounds/actions.ts': ['saveRound'],
  'lib/admin/collections/pages/actions.ts': ['saveSitePage'],
  'lib/admin/collections/staff/actions.ts': ['moveStaffProfile', 'saveProfile'],
  'lib/admin/collections/updates/actions.ts': ['saveUpdate'],
  'lib/admin/collections/venues/actions.ts': ['saveVenue'],
}

/** Functions an action may return the call of at once: each starts with `requireRole` itself. */
export const CHECKING_HELPERS: Record<string, readonly string[]> = {
  'lib/admin/forms/save.ts': ['saveForm'],
}

/** The source files that can hold server code (tests left out). */
export function sourceFiles(): string[] {
  return ['app', 'components', 'lib'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
      .filter((entry) => !/\.test\.(ts|tsx|mjs|js)$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  )
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest)
}

/** The directive prologue of a file or function body: its leading string statements. */
function directives(statements: ts.NodeArray<ts.Statement>): string[] {
  const found: string[] = []
  for (const statement of statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    found.push(statement.expression.text)
  }
  return found
}

export const isServerModule = (source: ts.SourceFile) =>
  directives(source.statements).includes('use server')

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** An export of a 'use server' module: its name, and its function when one can be read. */
export interface ServerExport {
  name: string
  fn: ts.FunctionLikeDeclaration | null
}

/** Every value a 'use server' module exports (types are erased, so they are left out). */
export function serverExports(source: ts.SourceFile): ServerExport[] {
  const found: ServerExport[] = []
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.body) {
      found.push({ name: statement.name?.text ?? 'default', fn: statement })
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer
        const fn = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : null
        found.push({ name: declaration.name.getText(source), fn })
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause
      if (!clause)
        found.push({ name: `* from ${statement.moduleSpecifier?.getText(source)}`, fn: null })
      else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) found.push({ name: element.name.text, fn: null })
        }
      } else found.push({ name: clause.name.text, fn: null })
    } else if (ts.isExportAssignment(statement)) {
      found.push({ name: 'default', fn: null })
    } else if (
      (ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      exported(statement)
    ) {
      found.push({ name: statement.name?.text ?? 'default', fn: null })
    }
  }
  return found
}

/** Functions anywhere in `source` that make themselves server actions ('use server' inside). */
export function inlineServerFunctions(source: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && ts.isBlock(node.body)) {
      if (directives(node.body.statements).includes('use server')) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
        found.push(`${source.fileName}:${line + 1}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const callee = (expression: ts.Expression) =>
  ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)
    ? expression.expression.text
    : null

/** What the first statement of `fn` calls first: `requireRole`, a helper, or null. */
export function firstCheck(fn: ts.FunctionLikeDeclaration): string | null {
  const first = fn.body && ts.isBlock(fn.body) ? fn.body.statements[0] : undefined
  if (!first) return null
  const awaited = (expression: ts.Expression | undefined) =>
    expression && ts.isAwaitExpression(expression) ? callee(expression.expression) : null
  // `await requireRole(…)`, or `const editor = await requireRole(…)`
  if (ts.isExpressionStatement(first)) return awaited(first.expression)
  if (ts.isVariableStatement(first)) {
    const [declaration] = first.declarationList.declarations
    return first.declarationList.declarations.length === 1
      ? awaited(declaration?.initializer)
      : null
  }
  // `return saveForm(…)`: all the work handed to a helper that checks.
  if (ts.isReturnStatement(first) && first.expression) {
    const expression = ts.isAwaitExpression(first.expression)
      ? first.expression.expression
      : first.expression
    return callee(expression)
  }
  return null
}

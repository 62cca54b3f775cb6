import { SESSION_COOKIE } from '@/lib/admin/accounts/paths'
import { isSameOrigin } from '@/lib/admin/accounts/same-origin'
import type { NextRequest } from 'next/server'
import { MAX_UPLOAD_BYTES, mayStage, stageFile, sweepStagedFiles } from '@/lib/admin/media/staging'
import { readCapped } from '@/lib/site/read-capped'
import { FILE_NAME_HEADER, type StagedAnswer } from '@/lib/admin/media/staging-names'
import { editorOfSession, isSignedSession } from '@/lib/firebase/sessions'
import { hasRole } from '@/lib/firebase/roles'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
/**
 * A refusal closes the connection: kept alive, Node would read the rest of a body nobody
 * wants (up to its declared length) to reach the next request on it.
 */
const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { ...NO_STORE, Connection: 'close' } })

/**
 * One file of an editor's form, sent as this post's whole body before the form itself (the
 * form then names it by the id answered here; lib/admin/media/staging.ts). Every check that
 * costs no reading comes first: the session cookie's signature (no network), the declared
 * length, then the account and its role; the body is then read up to that length and no
 * further, whatever it claimed. proxy.ts never runs for this path: Next would copy at most
 * 1 MB of the body for it and hand the rest of the way a truncated one.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const session = request.cookies.get(SESSION_COOKIE)?.value
  if (!session || !(await isSignedSession(session))) return refuse(401, 'Sign in first.')
  if (!isSameOrigin(request.headers)) return refuse(403, 'Cross-origin request refused')
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (!Number.isSafeInteger(declared) || declared <= 0) return refuse(411, 'Length required.')
  if (declared > MAX_UPLOAD_BYTES) {
    return refuse(413, 'Files can be up to 10 MB each. Make it smaller and choose again.')
  }
  const editor = await editorOfSession(session)
  if (!editor || !hasRole(editor.role, 'editor')) return refuse(403, 'Editors only.')
  await sweepStagedFiles()
  if (!(await mayStage(editor.uid, declared))) {
    return refuse(429, 'Too many files are waiting to be saved: save the form, or wait a day.')
  }
  const bytes = await readCapped(request.body, declared)
  if (!bytes) return refuse(413, 'The file was longer than it said.')
  const id = await stageFile(editor.uid, bytes, {
    name: fileName(request.headers.get(FILE_NAME_HEADER)),
    type: (request.headers.get('content-type') ?? '').slice(0, 200),
  })
  const answer: StagedAnswer = { id }
  return Response.json(answer, { status: 201, headers: NO_STORE })
}

/** The file's name as the browser gave it, or 'file' when it cannot be read. */
function fileName(header: string | null): string {
  try {
    return decodeURIComponent(header ?? '').slice(0, 200) || 'file'
  } catch {
    return 'file'
  }
}

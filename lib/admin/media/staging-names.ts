/**
 * Names the upload route (app/admin/uploads/route.ts), the forms that send files to it and the
 * actions that take them back share, without loading any server code.
 */

/** Where a form sends each chosen file before the form itself, as the file's own body. */
export const UPLOAD_PATH = '/admin/uploads'

/** The header that carries a file's name (URI-encoded: a header holds no line breaks). */
export const FILE_NAME_HEADER = 'x-file-name'

/** A form value standing for a staged file: this prefix and the id the route answered. */
export const STAGED_PREFIX = 'staged:'

/** What the route answers for a staged file. */
export interface StagedAnswer {
  id: string
}

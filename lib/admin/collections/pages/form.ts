import { SITE_PAGE_SCHEMAS, type SitePageId } from '@/lib/pages/schema'
import type { FormResult } from '@/lib/admin/forms/fields'
import { fieldErrors } from '@/lib/admin/forms/fields'
import {
  PAGE_FORMS,
  rowIndices,
  UPLOAD_SUFFIX,
  type PageField,
  type PageFormValues,
} from './fields'

export * from './fields'

// Reading a page's form back into its document (the fields are in ./site-page-fields, which
// the browser's form imports without the schemas and the sanitiser).

function nested(
  fields: readonly PageField[],
  values: Readonly<Record<string, string>>,
  prefix: string,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const path = `${prefix}${field.name}`
      if (field.type === 'group') return [field.name, nested(field.fields, values, `${path}.`)]
      if (field.type === 'list') {
        // Rows are renumbered from 0 in the order they were sent.
        const rows = rowIndices(values, path).map((index) =>
          nested(field.fields, values, `${path}.${index}.`),
        )
        return [field.name, rows]
      }
      return [field.name, values[path] ?? '']
    }),
  )
}

/** Error paths as the form names its fields: the list's rows as they were sent. */
function sentPaths(
  errors: Record<string, string>,
  fields: readonly PageField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const renamed: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const [first, second, ...rest] = path.split('.')
    const list = fields.find((field) => field.name === first && field.type === 'list')
    const sent = list && second !== undefined ? rowIndices(values, first!)[Number(second)] : null
    const key = sent !== null && sent !== undefined ? [first, sent, ...rest].join('.') : path
    renamed[key] ??= message
  }
  return renamed
}

/**
 * The page's document from its form (rich text sanitised, numbers as numbers), checked with
 * the schema the public site reads it with, or the errors beside their fields.
 */
export function sitePageDocumentFromForm(id: SitePageId, values: PageFormValues): FormResult {
  const { fields } = PAGE_FORMS[id]
  const parsed = SITE_PAGE_SCHEMAS[id].safeParse(nested(fields, values, ''))
  if (!parsed.success) {
    return { ok: false, errors: sentPaths(fieldErrors(parsed.error), fields, values) }
  }
  return { ok: true, data: parsed.data as Record<string, unknown> }
}

function flatten(
  fields: readonly PageField[],
  doc: Readonly<Record<string, unknown>> | undefined,
  prefix: string,
  into: PageFormValues,
) {
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    const value = doc?.[field.name]
    if (field.type === 'group') {
      flatten(field.fields, isRecord(value) ? value : undefined, `${path}.`, into)
    } else if (field.type === 'list') {
      const rows = Array.isArray(value) ? value : []
      rows.forEach((row, index) =>
        flatten(field.fields, isRecord(row) ? row : undefined, `${path}.${index}.`, into),
      )
    } else {
      into[path] =
        typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
    }
  }
  return into
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A stored page (even an invalid one, which is how an editor mends it) as form values. */
export function sitePageFormValues(id: SitePageId, doc: Record<string, unknown>): PageFormValues {
  return flatten(PAGE_FORMS[id].fields, doc, '', {})
}

/** The form's values as sent: every string entry but the form's own (id, version, intent). */
export function sentValues(formData: FormData): PageFormValues {
  const values: PageFormValues = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$') || key.endsWith(UPLOAD_SUFFIX)) continue
    if (key === 'id' || key === 'version' || key === 'intent') continue
    values[key] = value
  }
  return values
}

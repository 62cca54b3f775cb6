import type { z } from 'zod'
import type { FormResult } from '@/lib/admin/forms/fields'
import { asStored, fieldErrors } from './fields'

/** The document, if the schema the public site reads with accepts it (no slug to check). */
export function checkedEntry(schema: z.ZodType, data: Record<string, unknown>): FormResult {
  const check = schema.safeParse(asStored(data))
  return check.success ? { ok: true, data } : { ok: false, errors: fieldErrors(check.error) }
}

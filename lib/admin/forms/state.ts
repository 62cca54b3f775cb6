/** What a save answers its form with when it writes nothing. */
export interface FormState<Values> {
  values: Values
  errors: Record<string, string>
  message?: string
  /** Someone else saved the document since this form was opened. */
  conflict?: boolean
  /** Where the unsaved changes can be previewed, after "Preview changes". */
  preview?: string
  /** The document a save would have repeated (a word already in the dictionary). */
  existing?: { href: string; text: string }
}

export const INVALID_MESSAGE = 'Nothing was saved: please correct the fields marked below.'

export const INVALID_PREVIEW_MESSAGE =
  'There is nothing to preview yet: please correct the fields marked below.'

export const GONE_MESSAGE = 'This has been deleted since you opened it.'

export const CONFLICT_MESSAGE =
  'Someone else has changed this since you opened it, so nothing was saved. ' +
  'Reload it to see their changes, then make yours again.'

/** A submitted form's values for its schema's fields, all strings but those in `except`. */
export function schemaStrings<K extends string, E extends K = never>(
  formData: FormData,
  schema: { shape: Record<K, unknown> },
  except: readonly E[] = [],
): Record<Exclude<K, E>, string> {
  const fields = Object.keys(schema.shape).filter((f) => !(except as readonly string[]).includes(f))
  return stringFields(formData, fields as Exclude<K, E>[])
}

/** The named fields of a submitted form, as strings (a missing field is empty). */
export function stringFields<K extends string>(
  formData: FormData,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = formData.get(field)
      return [field, typeof value === 'string' ? value : '']
    }),
  ) as Record<K, string>
}

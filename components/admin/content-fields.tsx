import { THEME_COLOURS } from '@/lib/content/fields'
import { describedBy, Field } from './field'
import { CategoriesField } from './categories-field.client'
import { RichTextField } from './rich-text.client'

type Values = Record<string, unknown>

const valueOf = (values: Values, name: string) =>
  typeof values[name] === 'string' ? values[name] : ''

/** Helpers for one form's controls, each tied to its value and error after a refused save. */
export function controls(values: Values, errors: Record<string, string>, idPrefix: string) {
  const text = (name: string, label: string, hint?: string, type = 'text') => (
    <Field name={name} label={label} hint={hint} error={errors[name]} idPrefix={idPrefix}>
      <input
        type={type}
        defaultValue={valueOf(values, name)}
        {...describedBy({ name, hint, error: errors[name], idPrefix })}
      />
    </Field>
  )
  const area = (name: string, label: string, hint?: string, rows = 4) => (
    <Field name={name} label={label} hint={hint} error={errors[name]} idPrefix={idPrefix}>
      <textarea
        rows={rows}
        defaultValue={valueOf(values, name)}
        {...describedBy({ name, hint, error: errors[name], idPrefix })}
      />
    </Field>
  )
  const select = (name: string, label: string, options: readonly (readonly [string, string])[]) => (
    <Field name={name} label={label} error={errors[name]} idPrefix={idPrefix}>
      <select
        defaultValue={valueOf(values, name)}
        {...describedBy({ name, error: errors[name], idPrefix })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  )
  const rich = (name: string, label: string, hint?: string) => (
    <RichTextField
      name={name}
      label={label}
      hint={hint}
      error={errors[name]}
      defaultValue={valueOf(values, name)}
      idPrefix={idPrefix}
    />
  )
  return { text, area, select, rich }
}

/** What events and updates share: title, summary, description, colour and categories. */
export function ContentFields({
  values,
  errors,
  categorySuggestions,
  idPrefix,
}: {
  values: Values
  errors: Record<string, string>
  categorySuggestions: string[]
  idPrefix: string
}) {
  const { text, area, select, rich } = controls(values, errors, idPrefix)
  return (
    <>
      {text('title', 'Title', 'Also makes the address of its page.')}
      {area('shortDescription', 'Summary', 'Plain text, shown on cards and in search results.', 3)}
      {rich(
        'description',
        'Description',
        'Headings, paragraphs, lists and links: the toolbar, or the usual keyboard shortcuts.',
      )}
      {select(
        'themeColour',
        'Colour',
        THEME_COLOURS.map((colour) => [colour, colour] as const),
      )}
      <CategoriesField
        defaultValue={valueOf(values, 'categories')}
        suggestions={categorySuggestions}
        error={errors.categories}
        idPrefix={idPrefix}
      />
    </>
  )
}

/** The publish switch, the alert of a refused save and the save button, the same in every form. */
export function FormStatus({
  message,
  conflict,
  reloadHref,
  existing,
}: {
  message?: string
  conflict?: boolean
  reloadHref?: string
  /** The document the save would have repeated. */
  existing?: { href: string; text: string }
}) {
  if (!message) return null
  return (
    <div className="admin-alert" role="alert">
      <p>{message}</p>
      {conflict && reloadHref ? <a href={reloadHref}>Reload it</a> : null}
      {existing ? <a href={existing.href}>{existing.text}</a> : null}
    </div>
  )
}

export function PublishedBox({ checked, idPrefix }: { checked: boolean; idPrefix: string }) {
  return (
    <div className="admin-field admin-field--check">
      <input
        type="checkbox"
        id={`${idPrefix}published`}
        name="published"
        defaultChecked={checked}
      />
      <label htmlFor={`${idPrefix}published`}>Published: shown on the public site</label>
    </div>
  )
}

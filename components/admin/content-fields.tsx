import type { MouseEvent, Ref } from 'react'
import { THEME_COLOURS } from '@/lib/content/field-rules'
import { describedBy, Field } from './field'
import { CategoriesField } from './categories-field.client'
import { RichTextField } from './rich-text.client'
import { Textarea } from './textarea.client'

type Values = Record<string, unknown>

const valueOf = (values: Values, name: string) =>
  typeof values[name] === 'string' ? values[name] : ''

/** Helpers for one form's controls, each tied to its value and error after a refused save. */
export function controls(values: Values, errors: Record<string, string>, idPrefix: string) {
  // What a typed-in control shows after a refused save, and the ids of its hint and error.
  const typed = (name: string, hint?: string) => ({
    defaultValue: valueOf(values, name),
    ...describedBy({ name, hint, error: errors[name], idPrefix }),
  })
  const text = (name: string, label: string, hint?: string, type = 'text') => (
    <Field name={name} label={label} hint={hint} error={errors[name]} idPrefix={idPrefix}>
      <input type={type} {...typed(name, hint)} />
    </Field>
  )
  const area = (name: string, label: string, hint?: string, rows = 4) => (
    <Field name={name} label={label} hint={hint} error={errors[name]} idPrefix={idPrefix}>
      <Textarea rows={rows} {...typed(name, hint)} />
    </Field>
  )
  const select = (name: string, label: string, options: readonly (readonly [string, string])[]) => (
    <Field name={name} label={label} error={errors[name]} idPrefix={idPrefix}>
      {/* Keyed by its value: React puts a select back to its first default when a refused
          save resets the form, so a new default needs a new select. */}
      <select
        key={valueOf(values, name)}
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
  const check = (name: string, label: string) => (
    <div className="admin-field admin-field--check" key={name}>
      <input
        type="checkbox"
        id={`${idPrefix}${name}`}
        name={name}
        defaultChecked={valueOf(values, name) === 'on'}
      />
      <label htmlFor={`${idPrefix}${name}`}>{label}</label>
    </div>
  )
  return { text, area, select, rich, check }
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

/**
 * The alert of a refused save, the same in every form: what happened, each field's message as a
 * link to that field, and the way on (reload, the document it would repeat).
 */
export function FormStatus({
  ref,
  message,
  errors = {},
  idPrefix = '',
  conflict,
  reloadHref,
  existing,
}: {
  ref?: Ref<HTMLDivElement>
  message?: string
  errors?: Record<string, string>
  idPrefix?: string
  conflict?: boolean
  reloadHref?: string
  /** The document the save would have repeated. */
  existing?: { href: string; text: string }
}) {
  if (!message) return null
  const fields = Object.entries(errors).filter(([name]) => name !== 'form')
  return (
    <div className="admin-alert" role="alert" ref={ref} tabIndex={-1}>
      <p>{message}</p>
      {fields.length ? (
        <ul>
          {fields.map(([name, error]) => (
            <li key={name}>
              <a
                href={`#${idPrefix}${name}`}
                onClick={(event) => goTo(event, `${idPrefix}${name}`)}
              >
                {error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {conflict && reloadHref ? <a href={reloadHref}>Reload it</a> : null}
      {existing ? <a href={existing.href}>{existing.text}</a> : null}
    </div>
  )
}

/** Into the field itself: React's ids do not always survive a URL fragment. */
function goTo(event: MouseEvent, id: string) {
  const field = document.getElementById(id)
  if (!field) return
  event.preventDefault()
  field.scrollIntoView({ block: 'center' })
  field.focus()
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

'use client'
import { SITE_PAGES } from '@/lib/admin/collections/pages/config'
import { useState } from 'react'
import { saveSitePage } from '@/lib/admin/collections/pages/actions'
import {
  PAGE_FORMS,
  rowIndices,
  UPLOAD_SUFFIX,
  type PageField,
  type PageFormValues,
} from '@/lib/admin/collections/pages/fields'
import type { SitePageId } from '@/lib/pages/ids'
import { controls } from '@/components/admin/content-fields'
import { EditForm } from '@/components/admin/edit-form.client'
import { PictureInput } from '@/components/admin/field'
import { stateKey } from '@/components/admin/pictures-field.client'
import { RowButtons } from '@/components/admin/row-buttons'

interface Drawn {
  values: PageFormValues
  errors: Record<string, string>
  idPrefix: string
}

/**
 * One of the site's pages, its fields drawn from its description (lib/admin/collections/pages/form.ts):
 * text, rich text, pictures (each a new upload or the one kept), and lists whose rows are
 * added, removed and moved here before the page is saved or previewed.
 */
export function SitePageForm({
  id,
  version,
  values,
}: {
  id: SitePageId
  version: string
  values: PageFormValues
}) {
  const { title, fields } = PAGE_FORMS[id]
  return (
    <EditForm
      id={id}
      version={version || undefined}
      values={values}
      action={saveSitePage}
      kind={SITE_PAGES}
      legend={title}
      createLabel="Save changes"
      previewable
    >
      {({ state, idPrefix }) => (
        // Drawn again from the server's answer after every refused save (its uploads too).
        <Fields
          key={stateKey(state)}
          fields={fields}
          prefix=""
          drawn={{ values: state.values, errors: state.errors, idPrefix }}
        />
      )}
    </EditForm>
  )
}

function Fields({
  fields,
  prefix,
  drawn,
  from = prefix,
}: {
  fields: readonly PageField[]
  /** The names' prefix as sent: `partners.1.`. */
  prefix: string
  drawn: Drawn
  /** Where the values come from, when a row has moved: `partners.3.`, or null for a new row. */
  from?: string | null
}) {
  return fields.map((field) => {
    const name = `${prefix}${field.name}`
    const source = from === null ? null : `${from}${field.name}`
    if (field.type === 'group') {
      return (
        <fieldset key={field.name}>
          <legend>{field.label}</legend>
          <Fields
            fields={field.fields}
            prefix={`${name}.`}
            from={source === null ? null : `${source}.`}
            drawn={drawn}
          />
        </fieldset>
      )
    }
    if (field.type === 'list') return <ListField key={field.name} field={field} drawn={drawn} />
    // Keyed by the field alone, not its row: a moved row keeps its controls, with what was
    // typed or chosen in them (a file), and only their names change.
    return <Control key={field.name} field={field} name={name} source={source} drawn={drawn} />
  })
}

function Control({
  field,
  name,
  source,
  drawn,
}: {
  field: Exclude<PageField, { type: 'group' | 'list' }>
  name: string
  source: string | null
  drawn: Drawn
}) {
  const { errors, idPrefix } = drawn
  const value = source === null ? '' : (drawn.values[source] ?? '')
  // The controls take their value by name: give them this one's under the name it is sent as.
  const { text, area, rich, select } = controls({ [name]: value }, errors, idPrefix)
  switch (field.type) {
    case 'text':
    case 'link':
    case 'number':
      // Links are text: a path on this site (/events) is not a URL to the browser.
      return text(name, field.label, field.hint)
    case 'area':
      return area(name, field.label, field.hint, 3)
    case 'rich':
      return rich(name, field.label, field.hint)
    case 'choice':
      return select(name, field.label, field.choices)
    case 'picture':
      return (
        <PictureControl name={name} label={field.label} hint={field.hint} now={value} {...drawn} />
      )
  }
}

/** A picture: the one kept (shown), or a new file to upload in its place. */
function PictureControl({
  name,
  label,
  hint,
  now,
  errors,
  idPrefix,
}: { name: string; label: string; hint?: string; now: string } & Drawn) {
  const upload = `${name}${UPLOAD_SUFFIX}`
  const error = errors[name]
  return (
    <div className="admin-field admin-photo">
      <input type="hidden" name={name} value={now} />
      {now ? (
        // eslint-disable-next-line @next/next/no-img-element -- the stored file as it is
        <img src={now} alt={`${label} now`} width={120} />
      ) : null}
      <PictureInput
        name={upload}
        label={now ? `A new ${label.toLowerCase()}` : label}
        hint={hint}
        error={error}
        idPrefix={idPrefix}
      />
    </div>
  )
}

/** A list's rows: each a fieldset, moved up or down, removed; and a button adding one. */
function ListField({
  field,
  drawn,
}: {
  field: Extract<PageField, { type: 'list' }>
  drawn: Drawn
}) {
  const [rows, setRows] = useState(() =>
    rowIndices(drawn.values, field.name).map((index) => ({
      key: index,
      from: index as number | null,
    })),
  )
  const [said, setSaid] = useState('')
  const noun = field.item.charAt(0).toUpperCase() + field.item.slice(1)
  const move = (from: number, to: number) => {
    setRows((items) => {
      const next = [...items]
      const [item] = next.splice(from, 1)
      next.splice(to, 0, item!)
      return next
    })
    setSaid(`${noun} ${from + 1} is now ${noun.toLowerCase()} ${to + 1}.`)
  }
  return (
    <fieldset className="admin-page-list">
      <legend>{field.label}</legend>
      {field.hint ? <p className="admin-hint">{field.hint}</p> : null}
      {rows.length === 0 ? <p>None yet.</p> : null}
      <ol className="admin-page-rows">
        {rows.map((row, index) => {
          const number = index + 1
          return (
            <li key={row.key}>
              <fieldset>
                <legend>
                  {noun} {number}
                </legend>
                <Fields
                  fields={field.fields}
                  prefix={`${field.name}.${index}.`}
                  from={row.from === null ? null : `${field.name}.${row.from}.`}
                  drawn={drawn}
                />
                <RowButtons
                  className="admin-actions"
                  name={`${field.item} ${number}`}
                  index={index}
                  count={rows.length}
                  onMove={move}
                  onRemove={() => {
                    setRows((items) => items.filter((item) => item.key !== row.key))
                    setSaid(`${noun} ${number} removed. It goes when you save.`)
                  }}
                />
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="button button--ghost admin-button"
        onClick={() => {
          setRows((items) => [
            ...items,
            { key: Math.max(-1, ...items.map((item) => item.key)) + 1, from: null },
          ])
          setSaid(`${noun} ${rows.length + 1} added, empty, at the end.`)
        }}
      >
        Add a {field.item}
      </button>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  )
}

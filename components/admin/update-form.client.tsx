'use client'
import { useActionState, useId, useState } from 'react'
import { saveUpdate, type UpdateFormState } from '@/lib/admin/update-actions'
import type { AttachedFormValues, UpdateFormValues } from '@/lib/admin/update-form'
import { ContentFields, controls, FormStatus, PublishedBox } from './content-fields'
import { PicturesField, stateKey } from './pictures-field.client'

const EMPTY_FORM: AttachedFormValues = { formTitle: '', formURL: '', formDescription: '' }

/** The update form: the shared fields, its date, and the forms attached to it. */
export function UpdateForm({
  id,
  version,
  values,
  categorySuggestions,
}: {
  id?: string
  version?: string
  values: UpdateFormValues
  categorySuggestions: string[]
}) {
  const [state, action, pending] = useActionState<UpdateFormState, FormData>(saveUpdate, {
    values,
    errors: {},
  })
  const { values: v, errors: e } = state
  const idPrefix = useId()
  const { text } = controls(v, e, idPrefix)
  // Keys keep each attached form's inputs with it when one above is removed.
  const [attached, setAttached] = useState(() => v.forms.map((form, key) => ({ key, form })))
  const [nextKey, setNextKey] = useState(v.forms.length)
  // After a refused save, show the attached forms as they were sent (React resets the inputs).
  const [shown, setShown] = useState(state)
  if (shown !== state) {
    setShown(state)
    setAttached(v.forms.map((form, i) => ({ key: nextKey + i, form })))
    setNextKey(nextKey + v.forms.length)
  }

  return (
    <form action={action} className="admin-form" noValidate>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormStatus
        message={state.message}
        conflict={state.conflict}
        reloadHref={id && `/admin/updates/${encodeURIComponent(id)}`}
      />
      <fieldset>
        <legend>About the update</legend>
        <ContentFields
          values={v}
          errors={e}
          categorySuggestions={categorySuggestions}
          idPrefix={idPrefix}
        />
        <div className="admin-pair">
          {text('dateStartDay', 'Dated', 'Updates are listed newest first.', 'date')}
          {text('dateStartTime', 'at', 'London time; 9am if left empty.', 'time')}
        </div>
      </fieldset>

      <PicturesField
        key={`pictures-${stateKey(state)}`}
        images={v.images}
        errors={e}
        idPrefix={idPrefix}
      />

      <fieldset>
        <legend>Attached forms</legend>
        {attached.length === 0 ? <p>No forms are attached.</p> : null}
        {attached.map(({ key, form }, index) => {
          const name = (field: keyof AttachedFormValues) => `forms.${index}.${field}`
          const values = {
            [name('formTitle')]: form.formTitle,
            [name('formURL')]: form.formURL,
            [name('formDescription')]: form.formDescription,
          }
          const own = controls(values, e, idPrefix)
          return (
            <fieldset key={key} className="admin-attached">
              <legend>Form {index + 1}</legend>
              {own.text(name('formTitle'), 'Title')}
              {own.text(
                name('formURL'),
                'Address',
                'https://… or a path on this site, /downloads/…',
              )}
              {own.rich(name('formDescription'), 'Description', 'What the form is for.')}
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => setAttached((list) => list.filter((item) => item.key !== key))}
              >
                Remove form {index + 1}
              </button>
            </fieldset>
          )
        })}
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => {
            setAttached((list) => [...list, { key: nextKey, form: EMPTY_FORM }])
            setNextKey((key) => key + 1)
          }}
        >
          Attach a form
        </button>
      </fieldset>

      <PublishedBox checked={v.published === 'on'} idPrefix={idPrefix} />
      <button className="admin-button" type="submit" disabled={pending}>
        {pending ? 'Saving…' : id ? 'Save changes' : 'Create update'}
      </button>
    </form>
  )
}

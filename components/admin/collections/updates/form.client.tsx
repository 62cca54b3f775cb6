'use client'
import { UPDATES } from '@/lib/admin/collections/updates/config'
import { useState } from 'react'
import type { FormState } from '@/lib/admin/forms/state'
import { saveUpdate } from '@/lib/admin/collections/updates/actions'
import type { AttachedFormValues, UpdateFormValues } from '@/lib/admin/collections/updates/form'
import { controls } from '@/components/admin/content-fields'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'

const EMPTY_FORM: AttachedFormValues = { formTitle: '', formURL: '', formDescription: '' }

/** The update form: the shared fields, its date, and the forms attached to it. */
export function UpdateForm({
  categorySuggestions,
  ...props
}: DocumentFormProps<UpdateFormValues> & {
  categorySuggestions: string[]
}) {
  return (
    <EditForm
      {...props}
      action={saveUpdate}
      kind={UPDATES}
      legend="About the update"
      createLabel="Create update"
      document={{ categorySuggestions }}
    >
      {({ state, idPrefix, text }) => (
        <>
          <fieldset>
            <legend>Date (London time)</legend>
            <div className="admin-pair">
              {text('dateStartDay', 'Dated', 'Updates are listed newest first.', 'date')}
              {text('dateStartTime', 'Time', '9am if left empty.', 'time')}
            </div>
          </fieldset>
          <AttachedForms state={state} idPrefix={idPrefix} />
        </>
      )}
    </EditForm>
  )
}

/** The forms attached to an update, added and removed in place. */
function AttachedForms({
  state,
  idPrefix,
}: {
  state: FormState<UpdateFormValues>
  idPrefix: string
}) {
  const forms = state.values.forms
  // Keys keep each attached form's inputs with it when one above is removed.
  const [attached, setAttached] = useState(() => forms.map((form, key) => ({ key, form })))
  const [nextKey, setNextKey] = useState(forms.length)
  // After a refused save, show the attached forms as they were sent (React resets the inputs).
  const [shown, setShown] = useState(state)
  if (shown !== state) {
    setShown(state)
    setAttached(forms.map((form, i) => ({ key: nextKey + i, form })))
    setNextKey(nextKey + forms.length)
  }
  return (
    <fieldset>
      <legend>Attached forms</legend>
      {attached.length === 0 ? <p>No forms are attached.</p> : null}
      {attached.map(({ key, form }, index) => {
        const name = (field: keyof AttachedFormValues) => `forms.${index}.${field}`
        const own = controls(
          {
            [name('formTitle')]: form.formTitle,
            [name('formURL')]: form.formURL,
            [name('formDescription')]: form.formDescription,
          },
          state.errors,
          idPrefix,
        )
        return (
          <fieldset key={key} className="admin-attached">
            <legend>Form {index + 1}</legend>
            {own.text(name('formTitle'), 'Title')}
            {own.text(name('formURL'), 'Address', 'https://… or a path on this site, /downloads/…')}
            {own.rich(name('formDescription'), 'Description', 'What the form is for.')}
            <button
              type="button"
              className="button button--ghost admin-button"
              onClick={() => setAttached((list) => list.filter((item) => item.key !== key))}
            >
              Remove form {index + 1}
            </button>
          </fieldset>
        )
      })}
      <button
        type="button"
        className="button button--ghost admin-button"
        onClick={() => {
          setAttached((list) => [...list, { key: nextKey, form: EMPTY_FORM }])
          setNextKey((key) => key + 1)
        }}
      >
        Attach a form
      </button>
    </fieldset>
  )
}

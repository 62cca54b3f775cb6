'use client'
import { useActionState, useId, type ReactNode } from 'react'
import type { FormState } from '@/lib/admin/form-state'
import { FormStatus } from './content-fields'

/**
 * The frame of the forms of content without pictures or previews of its own (dictionary,
 * questions, staff): the server action, the id and version it was opened at, the message of a
 * refused save and the save button. `children` draws the fields from the action's answer.
 */
export function EntryForm<V>({
  action,
  values,
  id,
  version,
  basePath,
  legend,
  createLabel,
  children,
}: {
  action: (state: FormState<V>, formData: FormData) => Promise<FormState<V>>
  values: V
  id?: string
  version?: string
  /** '/admin/dictionary' */
  basePath: string
  legend: string
  /** 'Add the word' */
  createLabel: string
  children: (state: FormState<V>, idPrefix: string) => ReactNode
}) {
  const [state, formAction, pending] = useActionState(action, { values, errors: {} })
  const idPrefix = useId()
  return (
    <form action={formAction} className="admin-form" noValidate>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormStatus
        message={state.message}
        conflict={state.conflict}
        reloadHref={id && `${basePath}/${encodeURIComponent(id)}`}
        existing={state.existing}
      />
      <fieldset>
        <legend>{legend}</legend>
        {children(state, idPrefix)}
      </fieldset>
      <div className="admin-actions">
        <button className="button admin-button" type="submit" disabled={pending}>
          {pending ? 'Saving…' : id ? 'Save changes' : createLabel}
        </button>
      </div>
    </form>
  )
}

'use client'
import { useActionState, useId, type ReactNode } from 'react'
import type { PictureValues } from '@/lib/admin/form-fields'
import type { FormState } from '@/lib/admin/form-state'
import { ContentFields, FormStatus, PublishedBox } from './content-fields'
import { PicturesField, stateKey } from './pictures-field.client'

interface SharedValues {
  images: PictureValues[]
  published: string
}

/**
 * The frame of every editing form: its server action, the id and version it was opened at,
 * the message of a refused save, the fields all content shares, its pictures, the publish
 * switch and the save button. `children` draws the fields of this kind of content from the
 * action's latest answer.
 */
export function DocumentForm<V extends SharedValues>({
  action,
  values,
  id,
  version,
  basePath,
  noun,
  categorySuggestions,
  children,
}: {
  action: (state: FormState<V>, formData: FormData) => Promise<FormState<V>>
  values: V
  id?: string
  version?: string
  /** '/admin/events' */
  basePath: string
  /** 'event' */
  noun: string
  categorySuggestions: string[]
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
      />
      <fieldset>
        <legend>About the {noun}</legend>
        <ContentFields
          values={state.values as unknown as Record<string, unknown>}
          errors={state.errors}
          categorySuggestions={categorySuggestions}
          idPrefix={idPrefix}
        />
      </fieldset>
      <PicturesField
        key={`pictures-${stateKey(state)}`}
        images={state.values.images}
        errors={state.errors}
        idPrefix={idPrefix}
      />
      {children(state, idPrefix)}
      <PublishedBox checked={state.values.published === 'on'} idPrefix={idPrefix} />
      <button className="button admin-button" type="submit" disabled={pending}>
        {pending ? 'Saving…' : id ? 'Save changes' : `Create ${noun}`}
      </button>
    </form>
  )
}

'use client'
import { useActionState, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { PictureValues } from '@/lib/admin/form-fields'
import type { FormState } from '@/lib/admin/form-state'
import { ContentFields, controls, FormStatus, PublishedBox } from './content-fields'
import { PicturesField, stateKey } from './pictures-field.client'

/** The values every document with pages of its own has (events, updates). */
interface DocumentValues {
  images: PictureValues[]
  published: string
  publishAtDay: string
  publishAtTime: string
}

/**
 * The frame of every editing form: its server action, the id and version it was opened at,
 * the message of a refused save, a first fieldset and the save button. `children` draws the
 * fields of this kind of content from the action's latest answer.
 *
 * Content with pages of its own (`document`) also gets the fields it all shares, its
 * pictures, the publish switch, a later publication and "Preview changes", which sends the
 * same form to be checked and kept for a preview and offers a link that opens it in a new
 * tab, so the form stays as it is here.
 */
export function EditForm<V>({
  action,
  values,
  id,
  version,
  basePath,
  legend,
  createLabel,
  document,
  children,
}: {
  action: (state: FormState<V>, formData: FormData) => Promise<FormState<V>>
  values: V
  id?: string
  version?: string
  /** '/admin/events' */
  basePath: string
  /** The first fieldset's legend: 'About the event', 'The word'. */
  legend: string
  /** 'Create event', 'Add the word' */
  createLabel: string
  document?: { categorySuggestions: string[] }
  children: (state: FormState<V>, idPrefix: string) => ReactNode
}) {
  const [state, formAction, pending] = useActionState(action, { values, errors: {} })
  const [intent, setIntent] = useState<'save' | 'preview'>('save')
  const idPrefix = useId()
  const shared = state as unknown as FormState<DocumentValues>
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
        {document ? (
          <ContentFields
            values={state.values as unknown as Record<string, unknown>}
            errors={state.errors}
            categorySuggestions={document.categorySuggestions}
            idPrefix={idPrefix}
          />
        ) : (
          children(state, idPrefix)
        )}
      </fieldset>
      {document ? (
        <>
          <PicturesField
            key={`pictures-${stateKey(shared)}`}
            images={shared.values.images}
            errors={state.errors}
            idPrefix={idPrefix}
          />
          {children(state, idPrefix)}
          <PublishedBox checked={shared.values.published === 'on'} idPrefix={idPrefix} />
          <PublishAt state={shared} idPrefix={idPrefix} />
        </>
      ) : null}
      <div className="admin-actions">
        <button
          className="button admin-button"
          type="submit"
          disabled={pending}
          onClick={() => setIntent('save')}
        >
          {pending && intent === 'save' ? 'Saving…' : id ? 'Save changes' : createLabel}
        </button>
        {document ? (
          <button
            className="button button--ghost admin-button"
            type="submit"
            name="intent"
            value="preview"
            disabled={pending}
            onClick={() => setIntent('preview')}
          >
            {pending && intent === 'preview' ? 'Preparing the preview…' : 'Preview changes'}
          </button>
        ) : null}
      </div>
      {/* Beside the button that asked for it, where the editor is. */}
      {document ? <PreviewReady href={state.preview} /> : null}
    </form>
  )
}

/** The link to a preview once it is ready, focused so a keyboard user is taken straight to it. */
function PreviewReady({ href }: { href?: string }) {
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (href) link.current?.focus()
  }, [href])
  if (!href) return null
  return (
    <div className="admin-notice" role="status">
      <p>Your changes are ready to preview. They are not saved yet.</p>
      <a ref={link} href={href} target="_blank" rel="noopener">
        Open the preview in a new tab
      </a>
    </div>
  )
}

/** Publishing on a schedule: the document stays off the site until this time. */
function PublishAt({ state, idPrefix }: { state: FormState<DocumentValues>; idPrefix: string }) {
  const { text } = controls(
    state.values as unknown as Record<string, unknown>,
    state.errors,
    idPrefix,
  )
  return (
    <fieldset>
      <legend>Publish at a later time (London time)</legend>
      <p className="admin-hint">
        Optional. With “Published” ticked, it goes on the site at this time by itself; until then
        only editors see it, in a preview. Leave it empty to publish when you save.
      </p>
      <div className="admin-pair">
        {text('publishAtDay', 'Publish on', undefined, 'date')}
        {text('publishAtTime', 'At', '9am if left empty.', 'time')}
      </div>
    </fieldset>
  )
}

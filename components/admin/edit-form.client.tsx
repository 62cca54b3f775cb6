'use client'
import { unstable_rethrow, useSearchParams } from 'next/navigation'
import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import type { PictureValues } from '@/lib/admin/forms/fields'
import type { FormState } from '@/lib/admin/forms/state'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import { ContentFields, controls, FormStatus, PublishedBox } from './content-fields'
import { useUnsavedOwner } from './unsaved/owner.client'
import { unsavedKey, valuesFromEntries } from './unsaved/unsaved-changes'
import { useUnsavedChanges } from './unsaved/use-unsaved-changes.client'
import { PicturesField } from './pictures-field.client'
import { withScaledPictures } from './scale-pictures.client'
import { UploadRefused, withStagedFiles } from './stage-files.client'

/** The values every document with pages of its own has (events, updates). */
interface DocumentValues {
  images: PictureValues[]
  published: string
  publishAtDay: string
  publishAtTime: string
  unpublishAtDay: string
  unpublishAtTime: string
}

/** What every collection's form takes: its values, and the id and version of what it edits. */
export interface DocumentFormProps<V> {
  id?: string
  version?: string
  values: V
}

/** What a form's fields are drawn with: the action's latest answer and its controls. */
export type DrawnForm<V> = { state: FormState<V>; idPrefix: string } & ReturnType<typeof controls>

type EditFormProps<V> = {
  action: (state: FormState<V>, formData: FormData) => Promise<FormState<V>>
  values: V
  id?: string
  version?: string
  /** The collection (its config.ts): its admin path, and its noun for the labels below. */
  kind: { basePath: string; noun: string }
  /** The first fieldset's legend: 'About the event'; 'The word' if not given. */
  legend?: string
  /** 'Create event'; 'Add the word' if not given. */
  createLabel?: string
  document?: { categorySuggestions: string[] }
  /** Offers "Preview changes" without the fields of content with pages of its own (the
   * site's pages): the action answers with where the preview is. */
  previewable?: boolean
  children: (form: DrawnForm<V>) => ReactNode
}

/**
 * An editing form whose unsaved changes are kept in this browser, offered back when
 * it opens again (after a reload, a closed tab, a failed upload), and guarded when leaving.
 */
export function EditForm<V>(props: EditFormProps<V>) {
  const { values, id, version } = props
  const { basePath } = props.kind
  const owner = useUnsavedOwner()
  const root = useRef<HTMLDivElement>(null)
  const [restored, setRestored] = useState<{ values: V; times: number } | null>(null)
  const key = owner ? unsavedKey(owner, basePath, id) : null
  const unsaved = useUnsavedChanges({
    root,
    fields: Object.keys(values as object),
    key,
    version,
    saved: useSearchParams().get('saved') === '1',
    clearOnSave: owner && key ? [key, unsavedKey(owner, basePath)] : [],
  })
  const offer = unsaved.offer
  return (
    <div ref={root}>
      {offer ? (
        <div className="admin-notice admin-unsaved" role="status">
          <p>
            You have changes here that were not saved, from {formatDate(offer.savedAt, 0)} at{' '}
            {formatTime(offer.savedAt)}. New pictures need choosing again.
          </p>
          <div className="admin-actions">
            <button
              type="button"
              className="button admin-button"
              onClick={() => {
                setRestored({
                  values: valuesFromEntries(values, offer.entries),
                  times: (restored?.times ?? 0) + 1,
                })
                unsaved.taken()
              }}
            >
              Restore my changes
            </button>
            <button
              type="button"
              className="button button--ghost admin-button"
              onClick={unsaved.discard}
            >
              Discard them
            </button>
          </div>
        </div>
      ) : null}
      <FormBody key={restored?.times ?? 0} {...props} values={restored?.values ?? values} />
    </div>
  )
}

/**
 * The frame of every editing form: its server action, the id and version it was opened at,
 * the message of a refused save (focused, with a link to each field it names), a first
 * fieldset and the save button (in a column beside the form on a wide screen, in a bar at the
 * bottom of the window on a narrow one). `children` draws the fields of this kind of content
 * from the action's latest answer.
 *
 * Content with pages of its own (`document`) also gets the fields it all shares, its
 * pictures, the publish switch, a later publication and "Preview changes", which sends the
 * same form to be checked and kept for a preview and offers a link that opens it in a new
 * tab, so the form stays as it is here.
 */
function FormBody<V>({
  action,
  values,
  id,
  version,
  kind,
  legend = `The ${kind.noun}`,
  createLabel = `Add the ${kind.noun}`,
  document,
  previewable = Boolean(document),
  children,
}: EditFormProps<V>) {
  // A save that never got its answer (the connection dropped, the server failed) leaves the
  // state, and so the whole form, as it was: only this message is new.
  const [failed, setFailed] = useState<{ message: string } | null>(null)
  const guarded = async (previous: FormState<V>, formData: FormData) => {
    try {
      const next = await action(previous, formData)
      setFailed(null)
      return next
    } catch (error) {
      unstable_rethrow(error) // a redirect after a save is its success
      setFailed({ message: UNSENT_MESSAGE })
      return previous
    }
  }
  const [state, formAction, pending] = useActionState(withFormPost(guarded, action), {
    values,
    errors: {},
  })
  const [preparing, startPreparing] = useTransition()
  const busy = pending || preparing
  const [intent, setIntent] = useState<'save' | 'preview'>('save')
  const idPrefix = useId()
  const alert = useRef<HTMLDivElement>(null)
  // Each refused or failed save takes the editor to what went wrong.
  useEffect(() => {
    if (state.message || failed) alert.current?.focus()
  }, [state, failed])
  // The pictures start again from the server's answer only once it has stored new ones (a
  // preview); after a refusal or a failure the chosen files and their titles stay.
  const [pictures, setPictures] = useState({ state, key: 0 })
  if (pictures.state !== state) {
    setPictures({ state, key: state.preview ? pictures.key + 1 : pictures.key })
  }
  /**
   * Sent from here rather than by the form's action, so that React does not empty the form
   * afterwards (a browser cannot put a chosen file back), with its photos scaled first and
   * every file sent ahead to the upload route (stage-files.client.ts).
   * Before hydration the form posts to the same action (withFormPost).
   */
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(event.currentTarget, submitter)
    startPreparing(async () => {
      try {
        const ready = await withStagedFiles(await withScaledPictures(data))
        startTransition(() => formAction(ready))
      } catch (error) {
        // A file refused or lost on its way: the form stays as it is, with the reason.
        setFailed({ message: error instanceof UploadRefused ? error.message : UNSENT_MESSAGE })
      }
    })
  }
  const shared = state as unknown as FormState<DocumentValues>
  const drawn: DrawnForm<V> = {
    state,
    idPrefix,
    ...controls(state.values as Record<string, unknown>, state.errors, idPrefix),
  }
  return (
    <form
      action={formAction}
      onSubmit={send}
      className="admin-form"
      noValidate
      onFocus={keepClearOfTheBar}
    >
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormStatus
        ref={alert}
        errors={state.errors}
        idPrefix={idPrefix}
        message={failed?.message ?? state.message}
        conflict={!failed && state.conflict}
        reloadHref={id && `${kind.basePath}/${encodeURIComponent(id)}`}
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
          children(drawn)
        )}
      </fieldset>
      {document ? (
        <>
          <PicturesField
            key={`pictures-${pictures.key}`}
            images={shared.values.images}
            errors={state.errors}
            idPrefix={idPrefix}
          />
          {children(drawn)}
          <PublishedBox checked={shared.values.published === 'on'} idPrefix={idPrefix} />
          <PublishAt state={shared} idPrefix={idPrefix} />
        </>
      ) : null}
      <div className="admin-actions">
        <button
          className="button admin-button"
          type="submit"
          disabled={busy}
          onClick={() => setIntent('save')}
        >
          {busy && intent === 'save' ? 'Saving…' : id ? 'Save changes' : createLabel}
        </button>
        {previewable ? (
          <button
            className="button button--ghost admin-button"
            type="submit"
            name="intent"
            value="preview"
            disabled={busy}
            onClick={() => setIntent('preview')}
          >
            {busy && intent === 'preview' ? 'Preparing the preview…' : 'Preview changes'}
          </button>
        ) : null}
      </div>
      {/* Beside the button that asked for it, where the editor is. */}
      {previewable ? <PreviewReady href={state.preview} /> : null}
    </form>
  )
}

/**
 * The action to give useActionState: on the server the server action itself, from which React
 * renders the form's post (its `$$FORM_ACTION`), so a press of Save before the page has
 * hydrated still saves; in the browser the wrapper that catches a failed save.
 */
function withFormPost<F>(wrapper: F, serverAction: F): F {
  return typeof window === 'undefined' ? serverAction : wrapper
}

/** What a save that got no answer says: nothing is lost, and the same button sends it again. */
export const UNSENT_MESSAGE =
  'Nothing was saved: the connection to the server was lost, or the server failed, before ' +
  'the save finished, so your new pictures may not have gone up either. Everything you typed ' +
  'and chose is still here: check your connection and press the same button again to send it.'

/**
 * On a narrow screen Save and Preview are a bar over the foot of the window (admin.css), and
 * the page keeps the bar's height clear below a focused field (scroll-padding-bottom). The
 * browser scrolls to a focused field only until some of it shows, so a tall one (a textarea)
 * could stay partly under the bar: once the browser has scrolled, it is brought above it, so
 * no part of the field the keyboard is in is hidden (WCAG 2.4.11 and 2.4.12).
 */
function keepClearOfTheBar(event: FocusEvent<HTMLFormElement>) {
  const field = event.target as HTMLElement
  const bar = event.currentTarget.querySelector(':scope > .admin-actions')
  if (!bar || bar.contains(field) || field.closest('dialog')) return
  requestAnimationFrame(() => {
    const [at, under] = [field.getBoundingClientRect(), bar.getBoundingClientRect()]
    const overlaps =
      at.bottom > under.top &&
      at.top < under.bottom &&
      at.right > under.left &&
      at.left < under.right
    if (overlaps && document.activeElement === field) field.scrollIntoView({ block: 'nearest' })
  })
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

/** Publishing on a schedule: off the site until one time, and (if asked) from another. */
function PublishAt({ state, idPrefix }: { state: FormState<DocumentValues>; idPrefix: string }) {
  const { text } = controls(
    state.values as unknown as Record<string, unknown>,
    state.errors,
    idPrefix,
  )
  return (
    <fieldset>
      <legend>When it is on the site (London time)</legend>
      <p className="admin-hint">
        Optional. With “Published” ticked, it goes on the site at this time by itself; until then
        only editors see it, in a preview. Leave it empty to publish when you save.
      </p>
      <div className="admin-pair">
        {text('publishAtDay', 'Publish on', undefined, 'date')}
        {text('publishAtTime', 'Publish at', '9am if left empty.', 'time')}
      </div>
      <div className="admin-pair">
        {text(
          'unpublishAtDay',
          'Take off the site on',
          'Optional: it comes off by itself then, and stays saved here. Clear it to put it back.',
          'date',
        )}
        {text('unpublishAtTime', 'Take off at', 'Midnight if left empty.', 'time')}
      </div>
    </fieldset>
  )
}

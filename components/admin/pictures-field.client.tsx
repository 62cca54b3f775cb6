'use client'
import { useState } from 'react'
import { MEDIA } from '@/lib/admin/media/config'
import type { PictureValues } from '@/lib/admin/forms/fields'
import { refusedPictures } from '@/lib/admin/media/pictures/limits'
import { FieldError, PictureInput } from './field'
import { MediaPicker } from './media-picker.client'
import { RowButtons } from './row-buttons'
import { scaleChosen } from './scale-pictures.client'

const states = new WeakMap<object, number>()
let counter = 0

/**
 * A number for each answer of the form's action: keyed by it, fields start again from what
 * the server answered (its stored uploads included).
 */
export function stateKey(state: object): number {
  let key = states.get(state)
  if (key === undefined) states.set(state, (key = counter++))
  return key
}

/**
 * The pictures of an event or update: each with its title (its alt text), moved up or down
 * with buttons, removed; and new files to add, each with a title. New files are scaled in the
 * browser when the form is sent, then checked, cleaned and stored on the server only once the
 * save is accepted; after a refusal they are still chosen here, their errors beside them.
 */
export function PicturesField({
  images,
  errors,
  idPrefix,
}: {
  images: PictureValues[]
  errors: Record<string, string>
  idPrefix: string
}) {
  const [list, setList] = useState(() => images.map((image, key) => ({ key, image })))
  const [files, setFiles] = useState<string[]>([])
  // Files too large (once scaled) or too many are refused here, before a byte is sent, and
  // the input is emptied so that the rest of the form can still be saved.
  const [refused, setRefused] = useState<string | null>(null)
  const newError = refused ?? errors.newPictures
  const move = (from: number, to: number) =>
    setList((items) => {
      const next = [...items]
      const [item] = next.splice(from, 1)
      next.splice(to, 0, item!)
      return next
    })

  return (
    <fieldset>
      <legend>Pictures</legend>
      {list.length === 0 ? <p>No pictures yet.</p> : null}
      <ol className="admin-pictures">
        {list.map(({ key, image }, index) => {
          const id = `${idPrefix}images.${index}.imageTitle`
          const error = errors[`images.${index}.imageTitle`]
          const number = index + 1
          return (
            <li key={key} className="admin-picture">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small admin preview */}
              <img src={image.imageURL} alt="" width={96} height={64} />
              <input type="hidden" name={`images.${index}.imageURL`} value={image.imageURL} />
              {image.mediaId ? (
                <input type="hidden" name={`images.${index}.mediaId`} value={image.mediaId} />
              ) : null}
              <div className="admin-field">
                <label htmlFor={id}>Title of picture {number}</label>
                {image.mediaId ? (
                  <p className="admin-hint" id={`${id}-hint`}>
                    Its alt text. From the library, where its{' '}
                    <a href={`${MEDIA.basePath}/${encodeURIComponent(image.mediaId)}`}>
                      focal point and credit
                    </a>{' '}
                    are set.
                  </p>
                ) : null}
                <FieldError id={id} error={error} />
                <input
                  id={id}
                  name={`images.${index}.imageTitle`}
                  defaultValue={image.imageTitle}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={
                    [image.mediaId ? `${id}-hint` : '', error ? `${id}-error` : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                />
              </div>
              <RowButtons
                className="admin-picture__actions"
                name={`picture ${number}`}
                index={index}
                count={list.length}
                onMove={move}
                onRemove={() => setList((items) => items.filter((item) => item.key !== key))}
              />
            </li>
          )
        })}
      </ol>
      <MediaPicker
        idPrefix={idPrefix}
        chosen={new Set(list.flatMap(({ image }) => image.mediaId ?? []))}
        onChoose={(picture) =>
          setList((items) => [
            ...items,
            {
              key: Math.max(-1, ...items.map((item) => item.key)) + 1,
              image: { imageURL: picture.url, imageTitle: picture.alt, mediaId: picture.id },
            },
          ])
        }
      />
      <PictureInput
        name="newPictures"
        label="Add pictures"
        hint="JPEG, PNG, WebP or AVIF, 5 at a time. Large photos are made smaller (2,560 pixels at most) before they are sent; location and camera details are removed before they are published."
        error={newError}
        idPrefix={idPrefix}
        multiple
        onChange={async (event) => {
          const input = event.currentTarget
          setFiles([...(input.files ?? [])].map((file) => file.name))
          // Sizes as they will be sent: a camera photo scaled here is small enough.
          const chosen = await scaleChosen(input)
          const refusal = refusedPictures(chosen)
          setRefused(refusal)
          if (refusal) input.value = ''
          setFiles(refusal ? [] : chosen.map((file) => file.name))
        }}
      />
      {files.map((name, index) => {
        const titleId = `${idPrefix}newPictureTitle.${index}`
        const error = errors[`newPictureTitle.${index}`]
        return (
          <div
            className={error ? 'admin-field admin-field--error' : 'admin-field'}
            key={`${name}-${index}`}
          >
            <label htmlFor={titleId}>Title of {name}</label>
            <FieldError id={titleId} error={error} />
            <input
              id={titleId}
              name={`newPictureTitle.${index}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${titleId}-error` : undefined}
            />
          </div>
        )
      })}
    </fieldset>
  )
}

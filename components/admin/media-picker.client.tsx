'use client'
import { useEffect, useRef, useState, useTransition } from 'react'
import { useHydrated } from '@/components/ui/client-hooks'
import { searchLibrary, type PickablePicture } from '@/lib/admin/media/search'

/**
 * "Choose from the library": a modal dialog (the browser's own, which keeps focus inside and
 * closes on Escape) with a search of the library and a button to add each picture, so a
 * picture uploaded once is used again without uploading it again.
 */
export function MediaPicker({
  idPrefix,
  chosen,
  onChoose,
}: {
  idPrefix: string
  /** The library pictures the form has already. */
  chosen: ReadonlySet<string>
  onChoose: (picture: PickablePicture) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  // The pictures found, and the words they were found for: while those are not the words in
  // the box, the list is an earlier answer and says so.
  const [found, setFound] = useState<{
    query: string
    pictures: PickablePicture[]
    failed?: boolean
  } | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const [pending, start] = useTransition()
  const id = `${idPrefix}library`
  const hydrated = useHydrated()

  useEffect(() => {
    if (!open) return
    let current = true
    // Asked as the editor types, a moment after the last key; a late answer to earlier words
    // is dropped.
    const timer = setTimeout(
      () =>
        start(async () => {
          const pictures = await searchLibrary(query).catch(() => null)
          if (current) setFound({ query, pictures: pictures ?? [], failed: !pictures })
        }),
      query ? 250 : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [open, query])
  const searching = found?.query !== query
  const pictures = found?.pictures

  return (
    <>
      {/* It needs scripts: without them (or before they run) it is not offered. */}
      {hydrated ? (
        <button
          type="button"
          className="button button--ghost admin-button"
          onClick={() => {
            setOpen(true)
            setAdded(null)
            dialog.current?.showModal()
            // Straight to the search, past the close button above it.
            search.current?.focus()
          }}
        >
          Choose from the library
        </button>
      ) : null}
      <dialog
        ref={dialog}
        className="admin-picker"
        aria-labelledby={`${id}-heading`}
        onClose={() => setOpen(false)}
      >
        {/* At the top, where it is found without scrolling past the list (Escape closes too). */}
        <div className="admin-picker__top">
          <h2 id={`${id}-heading`}>Choose from the library</h2>
          <button
            type="button"
            className="button button--ghost admin-button"
            onClick={() => dialog.current?.close()}
          >
            Close the library
          </button>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-q`}>Search titles, alt text and credits</label>
          <input
            ref={search}
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter searches here; it must not submit the form the dialog is in.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault()
            }}
          />
        </div>
        <p role="status" className="admin-hint">
          {searching
            ? 'Searching…'
            : found?.failed
              ? 'The library could not be searched. Change the words to try again.'
              : added
                ? `Added “${added}”. Add more, or close the library.`
                : pictures?.length === 1
                  ? '1 picture'
                  : `${pictures?.length} pictures`}
        </p>
        {pictures?.length ? (
          <ul className="admin-picker__list" aria-busy={searching || pending}>
            {pictures.map((picture) => {
              const name = picture.title || picture.alt || 'Untitled picture'
              const already = chosen.has(picture.id)
              return (
                <li key={picture.id} className="admin-picker__item">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a library thumbnail */}
                  <img src={picture.url} alt="" width={120} height={80} loading="lazy" />
                  <span className="admin-picker__text">
                    <strong>{name}</strong>
                    <span>{picture.alt || 'No alt text yet'}</span>
                  </span>
                  <button
                    type="button"
                    className="button admin-button"
                    // Not `disabled`: the button just pressed keeps the keyboard's focus.
                    aria-disabled={already}
                    aria-label={already ? `“${name}” is added` : `Add “${name}”`}
                    onClick={() => {
                      if (already) return
                      onChoose(picture)
                      setAdded(name)
                    }}
                  >
                    {already ? 'Added' : 'Add'}
                  </button>
                </li>
              )
            })}
          </ul>
        ) : pictures && !searching && !found?.failed ? (
          <p>No pictures match. Upload new ones with “Add pictures”.</p>
        ) : null}
      </dialog>
    </>
  )
}

'use client'
import { useState, type KeyboardEvent, type MouseEvent } from 'react'
import { clampFocal, CENTRE, nudge, objectPosition, type FocalPoint } from '@/lib/content/focal'
import { FieldError } from './field'

const PREVIEWS = [
  { label: 'Card and banner, 3:2', ratio: '3 / 2' },
  { label: 'Wide, 16:9', ratio: '16 / 9' },
  { label: 'Square, 1:1', ratio: '1 / 1' },
] as const

const shown = (value: string) => (value === '' ? null : Number(value))

/**
 * The picture's focal point: clicked on the picture, moved with the arrow keys (Shift for
 * bigger steps) or typed as two numbers (WCAG 2.5.7: no dragging, and a way without a
 * pointer), with a marker and the crops the site will make around it.
 */
export function FocalPointPicker({
  src,
  width,
  height,
  focalX,
  focalY,
  errors,
  idPrefix,
}: {
  src: string
  width: number
  height: number
  focalX: string
  focalY: string
  errors: Record<string, string>
  idPrefix: string
}) {
  const [x, setX] = useState(focalX)
  const [y, setY] = useState(focalY)
  const set = (point: FocalPoint) => {
    const { x, y } = clampFocal(point)
    setX(String(x))
    setY(String(y))
  }
  const point =
    shown(x) !== null &&
    shown(y) !== null &&
    Number.isFinite(Number(x)) &&
    Number.isFinite(Number(y))
      ? { x: Number(x), y: Number(y) }
      : null
  const position = objectPosition(point)
  const hintId = `${idPrefix}focal-hint`

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no position: the arrow keys move the point.
    if (event.detail === 0) return
    const box = event.currentTarget.getBoundingClientRect()
    set({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudge(point ?? CENTRE, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    set(next)
  }
  const number = (
    name: 'focalX' | 'focalY',
    label: string,
    value: string,
    change: (v: string) => void,
  ) => {
    const id = `${idPrefix}${name}`
    const error = errors[name]
    return (
      <div className={error ? 'admin-field admin-field--error' : 'admin-field'}>
        <label htmlFor={id}>{label}</label>
        <FieldError id={id} error={error} />
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={value}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    )
  }

  return (
    <fieldset className="admin-focal">
      <legend>Focal point</legend>
      <p className="admin-hint" id={hintId}>
        Click the picture where its subject is (a face, the main thing): cards and galleries crop
        around it, so it is never cut off. From the keyboard, focus the picture and use the arrow
        keys (Shift moves further), or type the two numbers below.
      </p>
      <button
        type="button"
        className="admin-focal__picture"
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
        aria-label={
          point
            ? `Focal point: ${point.x}% across, ${point.y}% down. Click to move it.`
            : 'Focal point not set (the middle is used). Click to set it.'
        }
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the original, to point at */}
        <img src={src} alt="" width={width} height={height} draggable={false} />
        {point ? (
          <span
            className="admin-focal__marker"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
            aria-hidden="true"
          />
        ) : null}
      </button>
      <div className="admin-pair">
        {number('focalX', 'Across (% from the left)', x, setX)}
        {number('focalY', 'Down (% from the top)', y, setY)}
      </div>
      {point ? (
        <button
          type="button"
          className="button button--ghost admin-button"
          onClick={() => {
            setX('')
            setY('')
          }}
        >
          Clear the focal point
        </button>
      ) : null}
      <p className="admin-label" id={`${idPrefix}crops`}>
        How the site crops it
      </p>
      <ul className="admin-focal__previews" aria-labelledby={`${idPrefix}crops`}>
        {PREVIEWS.map((preview) => (
          <li key={preview.ratio}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the crop */}
            <img
              src={src}
              alt=""
              style={{ aspectRatio: preview.ratio, objectPosition: position }}
              data-crop={preview.ratio}
            />
            <span>{preview.label}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

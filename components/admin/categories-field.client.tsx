'use client'
import { useState } from 'react'
import { FieldError } from '@/components/admin/field'

const split = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * Categories as tags: each chosen one with a button to remove it, and a box to add more, which
 * suggests the categories already in use. What is typed but not yet added is saved too.
 */
export function CategoriesField({
  defaultValue,
  suggestions,
  error,
  idPrefix,
}: {
  defaultValue: string
  suggestions: string[]
  error?: string
  idPrefix: string
}) {
  const [chosen, setChosen] = useState(() => split(defaultValue))
  const [typed, setTyped] = useState('')
  const id = `${idPrefix}categories`
  const add = () => {
    setChosen((list) => [...new Set([...list, ...split(typed)])])
    setTyped('')
  }
  const offered = suggestions.filter((s) => !chosen.includes(s))
  return (
    <div className={error ? 'admin-field admin-field--error' : 'admin-field'}>
      <label htmlFor={id}>Categories</label>
      <p className="admin-hint" id={`${id}-hint`}>
        Choose from those in use or type a new one, then press Enter or Add.
      </p>
      <FieldError id={id} error={error} />
      {chosen.length ? (
        <ul className="pill-row admin-tags" aria-label="Chosen categories">
          {chosen.map((category) => (
            <li key={category}>
              {category}
              <button
                type="button"
                onClick={() => setChosen((list) => list.filter((c) => c !== category))}
                aria-label={`Remove the category ${category}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-tag-input">
        <input
          id={id}
          list={`${id}-suggestions`}
          value={typed}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <button type="button" className="button button--ghost admin-button" onClick={add}>
          Add
        </button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {offered.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <input
        type="hidden"
        name="categories"
        value={[...new Set([...chosen, ...split(typed)])].join(', ')}
      />
    </div>
  )
}

'use client'
import { useEffect, useRef, useState } from 'react'
import { altTextWarnings } from '@/lib/media/alt-text'
import { FieldError } from './field'
import { Textarea } from './textarea.client'

/**
 * A picture's alt text with guidance on writing it (the W3C's alt decision tree, in short),
 * and warnings as it is typed: empty, a file name, "image of".
 */
export function AltTextField({
  value,
  error,
  idPrefix,
}: {
  value: string
  error?: string
  idPrefix: string
}) {
  const box = useRef<HTMLTextAreaElement>(null)
  const [alt, setAlt] = useState(value)
  // Uncontrolled, so nothing typed before the page's scripts ran is lost: the checks read the
  // box once it is live, and again when a refused save puts back what was sent.
  useEffect(() => {
    if (box.current) setAlt(box.current.value)
  }, [value])
  const id = `${idPrefix}alt`
  const warnings = altTextWarnings(alt)
  return (
    <div className={error ? 'admin-field admin-field--error' : 'admin-field'}>
      <label htmlFor={id}>Alt text</label>
      <div className="admin-hint" id={`${id}-hint`}>
        <p>What someone who cannot see the picture needs to know, in a sentence or two:</p>
        <ul>
          <li>Say what matters where it is used: who, what they are doing, where.</li>
          <li>Do not start with “image of” or “photo of”, nor give the file name.</li>
          <li>Text in the picture (a poster, a sign): write it out.</li>
        </ul>
      </div>
      <FieldError id={id} error={error} />
      <Textarea
        id={id}
        name="alt"
        ref={box}
        rows={3}
        defaultValue={value}
        onChange={(event) => setAlt(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-check${error ? ` ${id}-error` : ''}`}
      />
      <div id={`${id}-check`} aria-live="polite">
        {warnings.length ? (
          <ul className="admin-warnings">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

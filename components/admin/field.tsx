import type { ReactNode } from 'react'

export interface FieldProps {
  name: string
  label: string
  hint?: string
  error?: string
}

/** The ids and ARIA attributes that tie a control to its hint and its error. */
export function describedBy({ name, hint, error }: Omit<FieldProps, 'label'>) {
  const ids = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean)
  return {
    id: name,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const
}

/** A labelled control with its hint and, after a failed save, its error beside it. */
export function Field({
  name,
  label,
  hint,
  error,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={error ? 'admin-field admin-field--error' : 'admin-field'}>
      <label htmlFor={name}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="admin-error" id={`${name}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  )
}

import type { InputHTMLAttributes, ReactNode } from 'react'

export interface FieldProps {
  name: string
  label: string
  hint?: string
  error?: string
  /**
   * Makes the ids unique in the document: Next keeps pages visited before hidden in the DOM,
   * so two forms (a new event, then the saved one) can be there at once.
   */
  idPrefix?: string
}

const idOf = ({ name, idPrefix = '' }: Pick<FieldProps, 'name' | 'idPrefix'>) =>
  `${idPrefix}${name}`

/** The ids and ARIA attributes that tie a control to its hint and its error. */
export function describedBy(props: Omit<FieldProps, 'label'>) {
  const id = idOf(props)
  const ids = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean)
  return {
    id,
    name: props.name,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const
}

/** A labelled control with its hint and, after a failed save, its error beside it. */
export function Field({ children, ...props }: FieldProps & { children: ReactNode }) {
  const id = idOf(props)
  return (
    <div className={props.error ? 'admin-field admin-field--error' : 'admin-field'}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={id} error={props.error} />
      {children}
    </div>
  )
}

/** A picture to upload (JPEG, PNG, WebP or AVIF), with its label, hint and error. */
export function PictureInput({
  multiple,
  onChange,
  ...props
}: FieldProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'multiple' | 'onChange'>) {
  return (
    <Field {...props}>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple={multiple}
        onChange={onChange}
        {...describedBy(props)}
      />
    </Field>
  )
}

/** A field's error, read out as an error, with the id its control is described by. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p className="admin-error" id={`${id}-error`}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  )
}

'use client'
import { useState, type FormEvent, type ReactNode } from 'react'

const VERB = { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' } as const

/**
 * The list's form for acting on the rows ticked: one question before anything changes,
 * naming how many, and a word beside the buttons when none is ticked.
 */
export function BulkForm({
  action,
  noun,
  plural,
  children,
}: {
  action: (formData: FormData) => Promise<void>
  noun: string
  plural: string
  children: ReactNode
}) {
  const [unticked, setUnticked] = useState(false)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const verb = VERB[(submitter?.value ?? '') as keyof typeof VERB]
    const count = new FormData(event.currentTarget).getAll('ids').length
    setUnticked(count === 0)
    const what = count === 1 ? `1 ${noun}` : `${count} ${plural}`
    const question =
      submitter?.value === 'delete'
        ? `Delete ${what}? They can be brought back from Deleted for 30 days.`
        : `${verb} ${what}?`
    if (!verb || count === 0 || !window.confirm(question)) event.preventDefault()
  }

  return (
    <form action={action} onSubmit={onSubmit}>
      <fieldset className="admin-bulk">
        <legend>With the ticked {plural}</legend>
        {Object.entries(VERB).map(([value, label]) => (
          <button
            key={value}
            className={`button admin-button ${value === 'delete' ? 'admin-button--danger' : 'button--ghost'}`}
            type="submit"
            name="bulk"
            value={value}
          >
            {label}
          </button>
        ))}
        {unticked ? (
          <p className="admin-error" role="alert">
            Tick the {plural} first, in the first column.
          </p>
        ) : null}
      </fieldset>
      {children}
    </form>
  )
}

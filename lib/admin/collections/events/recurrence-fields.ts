/**
 * The names of the event form's "Repeats" fields, apart from their checks
 * (recurrence-form.ts), so the form in the browser ships none of the rule's code.
 */
/** How many dates of a series one save can move or cancel; the form shows the used rows and two. */
export const CHANGE_ROWS = 8

export const weekdayField = <C extends string>(code: C) => `repeat${code}` as const

const rowKeys = (i: number) =>
  ({
    date: `change${i}Date`,
    action: `change${i}Action`,
    day: `change${i}Day`,
    start: `change${i}Start`,
    end: `change${i}End`,
    note: `change${i}Note`,
  }) as const

export type ChangeRowKeys = ReturnType<typeof rowKeys>

export const CHANGE_ROW_KEYS: ChangeRowKeys[] = Array.from({ length: CHANGE_ROWS }, (_, i) =>
  rowKeys(i + 1),
)

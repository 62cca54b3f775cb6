import type { ReactNode } from 'react'

/**
 * A table of the admin area: its caption, a row of column headings, and its rows (each cell
 * with its column's `data-label`, which the narrow-screen layout of `admin-stack` shows).
 */
export function AdminTable({
  className,
  caption,
  columns,
  children,
}: {
  /** 'admin-table admin-stack' and the like. */
  className: string
  caption?: string
  columns: readonly string[]
  children: ReactNode
}) {
  return (
    <table className={className}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

import Link from 'next/link'
import type { ReactNode } from 'react'
import { AdminTable } from '@/components/admin/admin-table'
import type { CollectionScreens } from './screens'

export interface ShortListColumn<Row> {
  label: string
  cell: (row: Row, index: number) => ReactNode
}

/** What a ShortList shows of its rows. */
interface ShortListOptions<Row> {
  /** The collection: its admin path, and its nouns for the count. */
  kind: { basePath: string; noun: string; plural: string }
  /** The first column: its heading and each row's name, linked to its form. */
  name: { label: string; of: (row: Row) => string }
  columns: readonly ShortListColumn<Row>[]
  /** Counted above the table ('1 venue', '3 venues'). */
  counted?: boolean
  caption?: string
  rowProps?: (row: Row) => { id: string; tabIndex: number }
}

/**
 * The list of a collection short enough to show whole (venues, rounds, words, the team): how
 * many there are, and a table whose first column links to each document's form, stacked into
 * cards on phones.
 */
export function ShortList<Row extends { id: string }>({
  rows,
  kind,
  name,
  columns,
  counted,
  caption,
  rowProps,
}: { rows: readonly Row[] } & ShortListOptions<Row>) {
  return (
    <>
      {counted ? (
        <p role="status">
          {rows.length === 1 ? `1 ${kind.noun}` : `${rows.length} ${kind.plural}`}
        </p>
      ) : null}
      <AdminTable
        className="admin-table admin-stack"
        caption={caption}
        columns={[name, ...columns].map((column) => column.label)}
      >
        {rows.map((row, index) => (
          <tr key={row.id} {...rowProps?.(row)}>
            <td data-label={name.label}>
              <Link href={`${kind.basePath}/${encodeURIComponent(row.id)}`}>{name.of(row)}</Link>
            </td>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </AdminTable>
    </>
  )
}

/** A collection's List that is a ShortList of every document `load` gives, counted. */
export function shortListScreen<Row extends { id: string }>(
  load: () => Promise<readonly Row[]>,
  options: Omit<ShortListOptions<Row>, 'counted'>,
): CollectionScreens['List'] {
  return async function List() {
    return <ShortList {...options} rows={await load()} counted />
  }
}

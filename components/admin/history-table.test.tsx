/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import type { HistoryEntry } from '@/lib/admin/history/activity'
import { HistoryTable } from './history-table'

const entry = (id: string, changes: HistoryEntry['changes']): HistoryEntry => ({
  id,
  at: '2026-11-24T18:30:00Z',
  email: 'editor@example.org',
  action: 'update',
  collection: 'showcase',
  documentId: 'folk-night',
  label: 'Folk Night',
  changes,
  restorable: true,
})

describe('HistoryTable', () => {
  it('says an unpublishing once, not again as a field changed', () => {
    render(
      <HistoryTable
        caption="Changes"
        showDocument={false}
        entries={[
          entry('off', { published: { before: true, after: false } }),
          entry('on', {
            published: { before: false, after: true },
            title: { before: 'Folk', after: 'Folk Night' },
          }),
          entry('edit', { title: { before: 'Folk', after: 'Folk Night' } }),
        ]}
      />,
    )
    const said = screen.getAllByRole('row').slice(1)
    expect(said.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Unpublished',
      'Published, and edited: Title',
      'Edited: Title',
    ])
  })
})

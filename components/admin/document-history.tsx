import { documentHistory } from '@/lib/admin/history/activity'
import { HistoryTable } from './history-table'

/** The bottom of an edit page: every recorded change of the document, each one restorable. */
export async function DocumentHistory({ collection, id }: { collection: string; id: string }) {
  const entries = await documentHistory(collection, id)
  return (
    <section aria-labelledby="history-heading" className="admin-section">
      <h2 id="history-heading">History</h2>
      <p>Open a change to see the version it left and, if you need to, go back to it.</p>
      <HistoryTable entries={entries} caption="Changes, newest first" showDocument={false} />
    </section>
  )
}

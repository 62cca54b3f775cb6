import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { listWords } from '@/lib/admin/dictionary'

export const metadata: Metadata = { title: 'Dictionary' }

async function Words({ searchParams }: PageProps<'/admin/dictionary'>) {
  const [words, params] = await Promise.all([listWords(), searchParams])
  return (
    <>
      {params.deleted ? <p role="status">The word was deleted.</p> : null}
      <p role="status">{words.length === 1 ? '1 word' : `${words.length} words`}</p>
      <table className="admin-table admin-stack">
        <thead>
          <tr>
            <th scope="col">Word</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {words.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Word">
                <Link href={`/admin/dictionary/${encodeURIComponent(entry.id)}`}>{entry.word}</Link>
              </td>
              <td data-label="Type">{entry.type || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export default function AdminDictionaryPage(props: PageProps<'/admin/dictionary'>) {
  return (
    <>
      <h1>Dictionary</h1>
      <p>
        The words on the Resources page, A to Z.{' '}
        <Link className="button admin-button" href="/admin/dictionary/new">
          Add a word
        </Link>
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <Words {...props} />
      </Suspense>
    </>
  )
}

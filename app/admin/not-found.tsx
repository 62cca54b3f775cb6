import Link from 'next/link'

export default function AdminNotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        There is nothing here: it may have been deleted. <Link href="/admin">Back to editing</Link>
      </p>
    </>
  )
}

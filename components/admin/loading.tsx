import { Suspense, type ReactNode } from 'react'

/** What an admin page shows while the part that waits for its request (a session, a read) loads. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
}

import { Suspense, type ReactNode } from 'react'

/** What an admin page shows while the part that waits for its request (a session, a read) loads. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
}

/** A page whose whole content waits for its request: Loading… until it is ready. */
export function loadingPage<Props extends object>(Page: (props: Props) => Promise<ReactNode>) {
  return function LoadingPage(props: Props) {
    return (
      <Loading>
        <Page {...props} />
      </Loading>
    )
  }
}

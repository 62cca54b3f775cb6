import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import '../globals.css'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
}

/** The admin area's own root layout: none of the public site's chrome or code. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <main id="main" className="page page--narrow">
          {children}
        </main>
      </body>
    </html>
  )
}

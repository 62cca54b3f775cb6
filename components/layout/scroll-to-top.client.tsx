'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * The spec: leaving a page starts the next one at the top. Next.js only scrolls the changed
 * segment into view (below the header), so finish the job, except on back/forward, where the
 * browser's restored position wins, and for in-page anchors.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  const historyNavigation = useRef(false)

  useEffect(() => {
    const onPopState = () => {
      historyNavigation.current = true
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (historyNavigation.current) {
      historyNavigation.current = false
      return
    }
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}

'use client'

import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { msUntilClose, roundState, type RoundState } from '@/lib/awards/round'

// setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days).
const LONGEST_TIMEOUT = 2 ** 31 - 1

/**
 * Shows `open` before the round's deadline and `closed` from it. The server HTML carries the
 * state of the page's last regeneration; in the browser the visitor's clock decides, and the
 * page changes by itself when the deadline passes while it is open.
 */
export function RoundSwitch({
  deadlineIso,
  initial,
  open,
  closed,
}: {
  deadlineIso: string
  initial: RoundState
  open: ReactNode
  closed: ReactNode
}) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const wait = () => {
        const left = msUntilClose(new Date(), deadlineIso)
        if (left === null) return onChange()
        timer = setTimeout(wait, Math.min(left, LONGEST_TIMEOUT))
      }
      wait()
      return () => clearTimeout(timer)
    },
    [deadlineIso],
  )
  const state = useSyncExternalStore(
    subscribe,
    () => roundState(new Date(), deadlineIso),
    () => initial,
  )
  return state === 'open' ? open : closed
}

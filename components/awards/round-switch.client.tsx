'use client'

import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { msUntilChange, roundState, type RoundState } from '@/lib/awards/round'

// setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days).
const LONGEST_TIMEOUT = 2 ** 31 - 1

/**
 * Shows `upcoming` before the round opens, `open` from its opening minute and `closed` from its
 * closing minute. The server HTML carries the state of the page's last regeneration; in the
 * browser the visitor's clock decides, and the page changes by itself at each moment while
 * it is open.
 */
export function RoundSwitch({
  opensAt,
  closesAt,
  initial,
  upcoming,
  open,
  closed,
}: {
  opensAt: string
  closesAt: string
  initial: RoundState
  upcoming: ReactNode
  open: ReactNode
  closed: ReactNode
}) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const wait = () => {
        onChange()
        const left = msUntilChange(new Date(), { opensAt, closesAt })
        if (left !== null) timer = setTimeout(wait, Math.min(left, LONGEST_TIMEOUT))
      }
      wait()
      return () => clearTimeout(timer)
    },
    [opensAt, closesAt],
  )
  const state = useSyncExternalStore(
    subscribe,
    () => roundState(new Date(), { opensAt, closesAt }),
    () => initial,
  )
  return state === 'open' ? open : state === 'closed' ? closed : upcoming
}

'use client'
import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  formEntries,
  shownEntries,
  readUnsaved,
  removeUnsaved,
  sameEntries,
  writeUnsaved,
  type UnsavedChanges,
} from './unsaved-changes'

const LEAVE_QUESTION =
  'You have changes that are not saved. Leave this page? They stay in this browser, and are offered again when you come back.'

/**
 * Keeps what is typed in the form below `root` under `key` (written a moment after
 * each change), offers what it finds when the form opens, and asks before the editor leaves
 * with changes not saved: a reload or closed tab (beforeunload), or a link in the admin.
 *
 * `saved`: the page opened after a save went through; changes kept under `clearOnSave` written before
 * `version` are then removed.
 */
export function useUnsavedChanges({
  root,
  fields,
  key,
  version,
  saved,
  clearOnSave = [],
}: {
  root: RefObject<HTMLElement | null>
  fields: readonly string[]
  key: string | null
  version?: string
  saved: boolean
  clearOnSave?: readonly string[]
}) {
  const [offer, setOffer] = useState<UnsavedChanges | null>(null)
  const initial = useRef<[string, string][]>([])
  const dirty = useRef(false)
  const fieldsKey = fields.join()

  // What the form holds as opened; changes kept that say otherwise are offered back.
  useEffect(() => {
    const form = root.current?.querySelector('form')
    if (!form) return
    initial.current = shownEntries(form, fieldsKey.split(','))
    const now = formEntries(form, fieldsKey.split(','))
    dirty.current = !sameEntries(now, initial.current)
    if (!key) return
    if (saved) {
      for (const other of clearOnSave) {
        const kept = readUnsaved(other)
        if (kept && kept.version !== version) removeUnsaved(other)
      }
    }
    const kept = readUnsaved(key)
    if (kept && !sameEntries(kept.entries, initial.current)) setOffer(kept)
    // Typed before the scripts ran: kept like anything typed after.
    if (dirty.current) writeUnsaved(key, now, version)
    // Only when the form opens: they are offered once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  // Written a moment after each change, on any control (rich text and pictures included).
  useEffect(() => {
    const element = root.current
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const changed = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const entries = snapshot(element, fieldsKey)
        dirty.current = !sameEntries(entries, initial.current)
        if (!key) return
        if (dirty.current) writeUnsaved(key, entries, version)
        else removeUnsaved(key)
      }, 300)
    }
    const events = ['input', 'change', 'click', 'keyup'] as const
    for (const name of events) element.addEventListener(name, changed)
    return () => {
      clearTimeout(timer)
      for (const name of events) element.removeEventListener(name, changed)
    }
  }, [root, key, version, fieldsKey])

  // Asked before leaving with changes not saved.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault()
    }
    const click = (event: MouseEvent) => {
      if (!dirty.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return
      const to = new URL(link.href)
      if (to.origin !== location.origin) return
      if (to.pathname === location.pathname && to.search === location.search) return
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [])

  return {
    offer,
    /** The changes were put back: it stays until saved. */
    taken: () => {
      dirty.current = true
      setOffer(null)
    },
    discard: () => {
      if (key) removeUnsaved(key)
      setOffer(null)
    },
  }
}

/** The entries of the form below `root`. */
function snapshot(root: HTMLElement | null, fieldsKey: string) {
  const form = root?.querySelector('form')
  return form ? formEntries(form, fieldsKey.split(',')) : []
}

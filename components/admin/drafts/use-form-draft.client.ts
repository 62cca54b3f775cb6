'use client'
import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  draftEntries,
  shownEntries,
  readDraft,
  removeDraft,
  sameEntries,
  writeDraft,
  type FormDraft,
} from './form-draft'

const LEAVE_QUESTION =
  'You have changes that are not saved. Leave this page? They stay in this browser, and are offered again when you come back.'

/**
 * Keeps what is typed in the form below `root` as a draft under `key` (written a moment after
 * each change), offers a draft found when the form opens, and asks before the editor leaves
 * with changes not saved: a reload or closed tab (beforeunload), or a link in the admin.
 *
 * `saved`: the page opened after a save went through; drafts in `clearOnSave` written before
 * `version` are then removed.
 */
export function useFormDraft({
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
  const [offer, setOffer] = useState<FormDraft | null>(null)
  const initial = useRef<[string, string][]>([])
  const dirty = useRef(false)
  const fieldsKey = fields.join()

  // What the form holds as opened; a draft that says otherwise is offered back.
  useEffect(() => {
    const form = root.current?.querySelector('form')
    if (!form) return
    initial.current = shownEntries(form, fieldsKey.split(','))
    const now = draftEntries(form, fieldsKey.split(','))
    dirty.current = !sameEntries(now, initial.current)
    if (!key) return
    if (saved) {
      for (const other of clearOnSave) {
        const draft = readDraft(other)
        if (draft && draft.version !== version) removeDraft(other)
      }
    }
    const draft = readDraft(key)
    if (draft && !sameEntries(draft.entries, initial.current)) setOffer(draft)
    // Typed before the scripts ran: kept like anything typed after.
    if (dirty.current) writeDraft(key, now, version)
    // Only when the form opens: a draft is offered once.
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
        if (dirty.current) writeDraft(key, entries, version)
        else removeDraft(key)
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
    /** The draft was put back: it stays until saved. */
    taken: () => {
      dirty.current = true
      setOffer(null)
    },
    discard: () => {
      if (key) removeDraft(key)
      setOffer(null)
    },
  }
}

/** The draft's entries of the form below `root`. */
function snapshot(root: HTMLElement | null, fieldsKey: string) {
  const form = root?.querySelector('form')
  return form ? draftEntries(form, fieldsKey.split(',')) : []
}

/**
 * An editor's unsaved changes to one form, kept in this browser (localStorage) so that a
 * reload, a closed tab, a lapsed session or a refused upload loses nothing: written as they
 * type, offered back when the form opens again (to the same account only: keys hold its uid),
 * removed once a save goes through, and all of them on signing out.
 */
export interface UnsavedChanges {
  /** When it was last written (ISO). */
  savedAt: string
  /** The document's version the form was opened at (none for a new one). */
  version?: string
  /** The form's fields as submitted, files left out (they cannot be kept). */
  entries: [string, string][]
}

const PREFIX = 'admin-unsaved|'

/** One key per editor, collection and document ('new' for one not yet created). */
export function unsavedKey(owner: string, basePath: string, id?: string): string {
  return `${PREFIX}${owner}|${basePath}|${id ?? 'new'}`
}

/** The fields kept of unsaved changes: the form's own values, not the action's or the save's bookkeeping. */
export function formEntries(form: HTMLFormElement, fields: readonly string[]): [string, string][] {
  const kept = new Set(fields)
  return [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === 'string' && kept.has(name.split('.')[0]!) ? [[name, value]] : [],
  ) as [string, string][]
}

/**
 * The same fields as the page first showed them (the HTML's own values), whatever was typed
 * since, even before the page's scripts ran: what the form holds unsaved is measured from it.
 */
export function shownEntries(form: HTMLFormElement, fields: readonly string[]): [string, string][] {
  const kept = new Set(fields)
  const entries: [string, string][] = []
  for (const element of form.elements) {
    const name = (element as HTMLInputElement).name
    if (!name || !kept.has(name.split('.')[0]!)) continue
    if (element instanceof HTMLSelectElement) {
      const options = [...element.options]
      const chosen = options.find((option) => option.defaultSelected) ?? options[0]
      if (chosen) entries.push([name, chosen.value])
    } else if (element instanceof HTMLTextAreaElement) {
      entries.push([name, element.defaultValue])
    } else if (element instanceof HTMLInputElement) {
      if (element.type === 'file' || element.type === 'submit' || element.type === 'button')
        continue
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.defaultChecked) entries.push([name, element.value])
      } else entries.push([name, element.defaultValue])
    }
  }
  return entries
}

/**
 * The form's values with kept entries in place of the saved ones: `images.0.imageURL`
 * fills `images[0].imageURL`; a value the entries lack is empty (an unticked box, a removed
 * picture).
 */
export function valuesFromEntries<V>(base: V, entries: readonly [string, string][]): V {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(base as Record<string, unknown>)) {
    result[key] = Array.isArray(value) ? [] : typeof value === 'string' ? '' : value
  }
  for (const [name, value] of entries) {
    const path = name.split('.')
    let target: Record<string, unknown> | unknown[] = result
    for (const [index, part] of path.entries()) {
      const last = index === path.length - 1
      const slot = Array.isArray(target) ? Number(part) : part
      const holder = target as Record<string | number, unknown>
      if (last) holder[slot] = value
      else target = (holder[slot] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as typeof target
    }
  }
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value)) result[key] = value.filter((item) => item !== undefined)
  }
  return result as V
}

export function readUnsaved(key: string): UnsavedChanges | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as UnsavedChanges | null
    return stored && Array.isArray(stored.entries) ? stored : null
  } catch {
    return null
  }
}

export function writeUnsaved(key: string, entries: [string, string][], version?: string): void {
  const kept: UnsavedChanges = { savedAt: new Date().toISOString(), version, entries }
  try {
    localStorage.setItem(key, JSON.stringify(kept))
  } catch {
    // Storage full or refused (a private window): the leave warning still guards the work.
  }
}

export function removeUnsaved(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // As above.
  }
}

/**
 * Removes every form's unsaved changes this browser keeps, whoever's: on signing out, so the
 * next person at this browser finds none (a lapsed session keeps them, for the same editor).
 */
export function removeAllUnsaved(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key)
    }
  } catch {
    // As above.
  }
}

/** Whether two lists of entries say the same. */
export function sameEntries(a: readonly [string, string][], b: readonly [string, string][]) {
  return JSON.stringify(a) === JSON.stringify(b)
}

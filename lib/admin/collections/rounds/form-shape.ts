import type { RoundDocument } from '@/lib/awards/schema'

/** How many kinds of award a round's form offers: the programme has three. */
export const AMOUNT_SLOTS = 5

/**
 * The documents as the form's hidden field carries them (JSON the server wrote), for the
 * form to list; the server checks them again on save (documentsFromField).
 */
export function listedDocuments(json: string): RoundDocument[] {
  try {
    const list: unknown = JSON.parse(json || '[]')
    return Array.isArray(list) ? (list as RoundDocument[]) : []
  } catch {
    return []
  }
}

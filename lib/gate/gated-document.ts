import 'server-only'
import type { GatedKind } from '@/lib/content/collections'
import { isPreview } from '@/lib/content/drafts'
import { decodeSegment } from '@/lib/site/routes'
import { documentSlug } from '@/lib/site/slug.mjs'
import { decide } from './gate'

/**
 * The document a page at /{kind}/{slug}/{id} shows: a public one, at its canonical URL
 * (proxy.ts redirects any other slug before the page renders). Decided from the document
 * itself, as the proxy decides from the live index, so the page and the gate agree.
 */
export async function gatedDocument<T extends { titleSlug: string }>(
  kind: GatedKind,
  params: Promise<{ slug: string; id: string }>,
  read: (id: string) => Promise<T | null>,
): Promise<T | null> {
  const given = await params
  const slug = decodeSegment(given.slug)
  const id = decodeSegment(given.id)
  if (slug === null || id === null) return null
  const doc = await read(id)
  if (!doc) return null
  const canonical = new Map([[id, documentSlug(doc.titleSlug)]])
  return decide(kind, [slug, id], canonical).action === 'render' ? doc : null
}

/** The document at this URL: the public one, or in an editor's preview the stored draft. */
export async function pageDocument<T extends { titleSlug: string }>(
  kind: GatedKind,
  params: Promise<{ slug: string; id: string }>,
  read: (id: string) => Promise<T | null>,
  readDraft: (id: string) => Promise<T | null>,
): Promise<T | null> {
  if (await isPreview()) {
    const id = decodeSegment((await params).id)
    return id === null ? null : readDraft(id)
  }
  return gatedDocument(kind, params, read)
}

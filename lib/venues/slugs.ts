import { documentSlug } from '@/lib/site/slug.mjs'

/** The page slugs of venue documents as the live index holds them (only `slug` selected). */
export function venueSlugsOf(docs: readonly { get(field: string): unknown }[]): string[] {
  return docs.flatMap((doc) => {
    const slug = doc.get('slug')
    return typeof slug === 'string' && documentSlug(slug) ? [documentSlug(slug)] : []
  })
}

import { notFound, permanentRedirect } from 'next/navigation'
import { getUpdate } from '@/lib/updates/queries'
import { decodeSegment, updatePath } from '@/lib/site/routes'

interface Params {
  slug: string
}

// Only /updates/{id} with the slug left out: it never renders a page of its own.
export async function generateStaticParams(): Promise<Params[]> {
  // Next needs at least one entry; 'none' names no update, so it prerenders the 404.
  return [{ slug: 'none' }]
}

/**
 * /updates/{id}: a link with the slug missing (shortened by hand, or an old share) goes to
 * the update's canonical URL with 308; an unknown or unpublished id is a 404.
 */
export default async function UpdateWithoutSlug({ params }: { params: Promise<Params> }) {
  const { slug } = await params
  const update = await getUpdate(decodeSegment(slug) ?? '')
  if (!update) notFound()
  permanentRedirect(updatePath(update))
}

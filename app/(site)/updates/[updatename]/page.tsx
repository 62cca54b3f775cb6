import { notFound, permanentRedirect } from 'next/navigation'
import { getUpdate } from '@/lib/data/updates'
import { decodeSegment, updatePath } from '@/lib/routes'

interface Params {
  updatename: string
}

// Only /updates/{id} with the slug left out: it never renders a page of its own.
export async function generateStaticParams(): Promise<Params[]> {
  // Next needs at least one entry; 'none' names no update, so it prerenders the 404.
  return [{ updatename: 'none' }]
}

/**
 * /updates/{id}: a link with the slug missing (shortened by hand, or an old share) goes to
 * the update's canonical URL with 308; an unknown or unpublished id is a 404.
 */
export default async function UpdateWithoutSlug({ params }: { params: Promise<Params> }) {
  const { updatename } = await params
  const update = await getUpdate(decodeSegment(updatename) ?? '')
  if (!update) notFound()
  permanentRedirect(updatePath(update))
}

import type { Metadata } from 'next'
import type { Update } from '@/lib/updates/schema'
import { updatePath } from '@/lib/site/routes'
import { BASE_OPEN_GRAPH, pageAlternates, pageTitle } from '@/lib/site/metadata'
import { absoluteUrl } from '@/lib/site/config'
import { leadImageUrl } from './images'

/** The <head> of an update's own page: title, description, canonical URL and link preview. */
export function updateMetadata(update: Update): Metadata {
  const path = updatePath(update)
  const image = update.images[0]
  return {
    title: pageTitle(update.title),
    description: update.shortDescription || undefined,
    alternates: pageAlternates(path),
    openGraph: {
      ...BASE_OPEN_GRAPH,
      type: 'article',
      url: absoluteUrl(path),
      title: update.title,
      description: update.shortDescription || undefined,
      publishedTime: update.dateStart,
      ...(update.updatedAt ? { modifiedTime: update.updatedAt } : {}),
      tags: update.categories,
      images: [{ url: absoluteUrl(leadImageUrl(update)), alt: image?.imageTitle || update.title }],
    },
    twitter: { card: 'summary_large_image' },
  }
}

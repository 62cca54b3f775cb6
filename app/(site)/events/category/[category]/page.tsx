import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Showcase } from '@/components/events/showcase'
import { categorySlug } from '@/lib/events/grouping'
import { getEventListing } from '@/lib/events/queries'
import { decodeSegment, eventsCategoryPath } from '@/lib/site/routes'
import { pageAlternates } from '@/lib/site/metadata'

interface Params {
  category: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const { categories } = await getEventListing()
  // Next needs one entry at least; 'none' is a 404 like any unknown category.
  if (!categories.length) return [{ category: 'none' }]
  return categories.map((category) => ({ category: categorySlug(category) }))
}

/** The category at this address, as the data spells it; proxy.ts has 404ed unknown ones. */
async function categoryFor(params: Promise<Params>): Promise<string | null> {
  const slug = decodeSegment((await params).category)
  const { categories } = await getEventListing()
  return categories.find((category) => categorySlug(category) === slug) ?? null
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = await categoryFor(params)
  if (!category) return {}
  return {
    title: `Showcase: ${category} events`,
    description: `${category} events happening now and coming up across Middlesbrough and Redcar & Cleveland.`,
    alternates: pageAlternates(eventsCategoryPath(category)),
  }
}

export default async function EventCategoryPage({ params }: { params: Promise<Params> }) {
  const category = await categoryFor(params)
  if (!category) notFound()
  return <Showcase showcase={await getEventListing()} category={category} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Showcase } from '@/components/events/showcase'
import { eventCategoryAt, getEventCategories } from '@/lib/events/categories'
import { categorySlug } from '@/lib/site/slug.mjs'
import { getEventListing, getPreviousEvents } from '@/lib/events/queries'
import { eventsCategoryPath } from '@/lib/site/routes'
import { pageAlternates } from '@/lib/site/metadata'

interface Params {
  category: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const categories = await getEventCategories()
  // Next needs one entry at least; 'none' is a 404 like any unknown category.
  if (!categories.length) return [{ category: 'none' }]
  return categories.map((category) => ({ category: categorySlug(category) }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = await eventCategoryAt((await params).category)
  if (!category) return {}
  return {
    title: `Showcase: ${category} events`,
    description: `${category} events happening now and coming up across Middlesbrough and Redcar & Cleveland.`,
    alternates: pageAlternates(eventsCategoryPath(category)),
  }
}

export default async function EventCategoryPage({ params }: { params: Promise<Params> }) {
  const category = await eventCategoryAt((await params).category)
  if (!category) notFound()
  const listing = await getEventListing()
  const [previous, categories] = await Promise.all([
    getPreviousEvents(1, listing.asOf, category),
    getEventCategories(),
  ])
  return (
    <Showcase listing={listing} previous={previous} categories={categories} category={category} />
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Showcase } from '@/components/events/showcase'
import { eventCategoryAt, getEventCategories } from '@/lib/events/categories'
import { categorySlug } from '@/lib/site/slug.mjs'
import { getEventFilters, getEventListing, getPreviousEvents } from '@/lib/events/queries'
import { monthOf } from '@/lib/events/by-date'
import { eventMonthAt } from '@/lib/events/whats-on'
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
  const [previous, categories, filters, month] = await Promise.all([
    getPreviousEvents(1, listing.asOf, category),
    getEventCategories(),
    getEventFilters(),
    eventMonthAt(monthOf(listing.asOf)),
  ])
  // This month within the category, offered when some event (of any category) runs in it.
  const thisMonth = month && { kind: 'month' as const, month }
  return (
    <Showcase
      listing={listing}
      previous={previous}
      categories={categories}
      category={category}
      narrow={{ filters, thisMonth }}
    />
  )
}

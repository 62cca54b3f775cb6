import { feedResponse } from '@/lib/events/view-queries'
import { eventCategoryAt, getEventCategories } from '@/lib/events/categories'
import { eventsCategoryPath } from '@/lib/site/routes'
import { categorySlug } from '@/lib/site/slug.mjs'

interface Params {
  category: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const categories = await getEventCategories()
  // Next needs one entry at least; 'none' is a 404 like any unknown category.
  if (!categories.length) return [{ category: 'none' }]
  return categories.map((category) => ({ category: categorySlug(category) }))
}

/** The calendar feed of a category's events on now or to come. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const category = await eventCategoryAt((await params).category)
  return feedResponse(
    category ? { kind: 'category', category } : null,
    category ? `${eventsCategoryPath(category)}/calendar.ics` : '',
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ViewPage, viewMetadata } from '@/components/events/view-page'
import { categoryViewAt, sampleCategory, sampleViewFilters } from '@/lib/events/view-queries'

interface Params {
  category: string
  filters: string
  year: string
  month: string
}

/** One at build ('2000/01' is a 404); the others render on first request and are cached. */
export async function generateStaticParams(): Promise<Params[]> {
  return [
    {
      category: await sampleCategory(),
      filters: await sampleViewFilters(),
      year: '2000',
      month: '01',
    },
  ]
}

async function viewFor(params: Promise<Params>) {
  const { category, filters, year, month } = await params
  return categoryViewAt(category, ['filter', filters, 'month', year, month])
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const view = await viewFor(params)
  return view ? viewMetadata(view) : {}
}

/** /events/category/{slug}/filter/{a[+b]}/month/{yyyy}/{mm}. */
export default async function CategoryViewPage({ params }: { params: Promise<Params> }) {
  const view = await viewFor(params)
  if (!view) notFound()
  return <ViewPage view={view} />
}

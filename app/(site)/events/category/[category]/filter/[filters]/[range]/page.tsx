import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ViewPage, viewMetadata } from '@/components/events/view-page'
import { categoryViewAt, sampleCategory, sampleViewFilters } from '@/lib/events/view-queries'

interface Params {
  category: string
  filters: string
  range: string
}

/** One view at build; the others render on first request and are cached like it. */
export async function generateStaticParams(): Promise<Params[]> {
  return [
    { category: await sampleCategory(), filters: await sampleViewFilters(), range: 'this-weekend' },
  ]
}

async function viewFor(params: Promise<Params>) {
  const { category, filters, range } = await params
  return categoryViewAt(category, ['filter', filters, range])
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const view = await viewFor(params)
  return view ? viewMetadata(view) : {}
}

/** /events/category/{slug}/filter/{a[+b]}/this-weekend and /next-7-days. */
export default async function CategoryViewPage({ params }: { params: Promise<Params> }) {
  const view = await viewFor(params)
  if (!view) notFound()
  return <ViewPage view={view} />
}

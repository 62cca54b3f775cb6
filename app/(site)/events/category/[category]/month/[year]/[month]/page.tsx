import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ViewPage, viewMetadata } from '@/components/events/view-page'
import { categoryViewAt, sampleCategory } from '@/lib/events/view-queries'

interface Params {
  category: string
  year: string
  month: string
}

/** One at build ('2000/01' is a 404); the others render on first request and are cached. */
export async function generateStaticParams(): Promise<Params[]> {
  return [{ category: await sampleCategory(), year: '2000', month: '01' }]
}

async function viewFor(params: Promise<Params>) {
  const { category, year, month } = await params
  return categoryViewAt(category, ['month', year, month])
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const view = await viewFor(params)
  return view ? viewMetadata(view) : {}
}

/** /events/category/{slug}/month/{yyyy}/{mm}: a category's events in a month. */
export default async function CategoryViewPage({ params }: { params: Promise<Params> }) {
  const view = await viewFor(params)
  if (!view) notFound()
  return <ViewPage view={view} />
}

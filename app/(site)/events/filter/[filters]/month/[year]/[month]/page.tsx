import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ViewPage, viewMetadata } from '@/components/events/view-page'
import { eventViewAt, sampleViewFilters } from '@/lib/events/view-queries'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  filters: string
  year: string
  month: string
}

/** One combination at build ('2000/01' is a 404); the others render on first request. */
export async function generateStaticParams(): Promise<Params[]> {
  return [{ filters: await sampleViewFilters(), year: '2000', month: '01' }]
}

async function viewFor(params: Promise<Params>) {
  const { filters, year, month } = await params
  const decoded = decodeSegment(filters)
  return decoded === null ? null : eventViewAt([decoded, 'month', year, month])
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const view = await viewFor(params)
  return view ? viewMetadata(view) : {}
}

/** /events/filter/{a[+b]}/month/{yyyy}/{mm}: filters within a month. */
export default async function FilterMonthPage({ params }: { params: Promise<Params> }) {
  const view = await viewFor(params)
  if (!view) notFound()
  return <ViewPage view={view} />
}

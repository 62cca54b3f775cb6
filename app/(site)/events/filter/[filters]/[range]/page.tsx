import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ViewPage, viewMetadata } from '@/components/events/view-page'
import { eventViewAt, sampleViewFilters } from '@/lib/events/view-queries'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  filters: string
  range: string
}

/** One combination at build; the others render on first request and are cached like it. */
export async function generateStaticParams(): Promise<Params[]> {
  return [{ filters: await sampleViewFilters(), range: 'this-weekend' }]
}

async function viewFor(params: Promise<Params>) {
  const { filters, range } = await params
  const segments = [decodeSegment(filters), decodeSegment(range)]
  return segments.includes(null) ? null : eventViewAt(segments as string[])
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const view = await viewFor(params)
  return view ? viewMetadata(view) : {}
}

/** /events/filter/{a[+b]}/this-weekend and /next-7-days: filters within dates. */
export default async function FilterRangePage({ params }: { params: Promise<Params> }) {
  const view = await viewFor(params)
  if (!view) notFound()
  return <ViewPage view={view} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ViewPage, viewMetadata } from '@/components/events/view-page'
import { eventViewAt, sampleViewFilters } from '@/lib/events/view-queries'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  filters: string
}

/** One combination at build; the others render on first request and are cached like it. */
export async function generateStaticParams(): Promise<Params[]> {
  return [{ filters: await sampleViewFilters() }]
}

async function viewFor(params: Promise<Params>) {
  const filters = decodeSegment((await params).filters)
  return filters === null ? null : eventViewAt([filters])
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const view = await viewFor(params)
  return view ? viewMetadata(view) : {}
}

/** /events/filter/{a+b}: several filters at once (lib/events/views.ts). */
export default async function FilterViewPage({ params }: { params: Promise<Params> }) {
  const view = await viewFor(params)
  if (!view) notFound()
  return <ViewPage view={view} />
}

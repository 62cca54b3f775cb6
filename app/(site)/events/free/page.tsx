import type { Metadata } from 'next'
import { FilterPage, filterMetadata } from '@/components/events/filter-page'
import { FREE_FILTER } from '@/lib/events/facts'

export async function generateMetadata(): Promise<Metadata> {
  return filterMetadata(FREE_FILTER)
}

export default async function FreeEventsPage() {
  return <FilterPage slug={FREE_FILTER} />
}

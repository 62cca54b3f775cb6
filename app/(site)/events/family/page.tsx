import type { Metadata } from 'next'
import { FilterPage, filterMetadata } from '@/components/events/filter-page'
import { FAMILY_FILTER } from '@/lib/events/facts'

export async function generateMetadata(): Promise<Metadata> {
  return filterMetadata(FAMILY_FILTER)
}

export default async function FamilyEventsPage() {
  return <FilterPage slug={FAMILY_FILTER} />
}

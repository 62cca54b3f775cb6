import type { Metadata } from 'next'
import { DateViewPage } from '@/components/events/whats-on'
import { NEXT_7_DAYS_PATH } from '@/lib/events/by-date'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'What’s on in the next 7 days',
  description:
    'Events today and in the six days after it across Middlesbrough and Redcar & Cleveland, day by day.',
  alternates: pageAlternates(NEXT_7_DAYS_PATH),
}

export default function NextSevenDaysPage() {
  return <DateViewPage view="next-7-days" />
}

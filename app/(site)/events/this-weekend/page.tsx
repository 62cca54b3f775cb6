import type { Metadata } from 'next'
import { DateViewPage } from '@/components/events/whats-on'
import { THIS_WEEKEND_PATH } from '@/lib/events/by-date'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'What’s on this weekend',
  description:
    'Events on this Saturday and Sunday across Middlesbrough and Redcar & Cleveland, day by day.',
  alternates: pageAlternates(THIS_WEEKEND_PATH),
}

export default function ThisWeekendPage() {
  return <DateViewPage view="this-weekend" />
}

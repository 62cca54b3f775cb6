import type { Metadata } from 'next'
import { DateViewEvents } from '@/components/events/whats-on'
import { monthPath, NEXT_7_DAYS_PATH } from '@/lib/events/by-date'
import { eventMonthAt, getDateView } from '@/lib/events/whats-on'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'What’s on in the next 7 days',
  description:
    'Events today and in the six days after it across Middlesbrough and Redcar & Cleveland, day by day.',
  alternates: pageAlternates(NEXT_7_DAYS_PATH),
}

export default async function NextSevenDaysPage() {
  const view = await getDateView('next-7-days')
  const thisMonth = await eventMonthAt(view.thisMonth)
  return (
    <DateViewEvents view="next-7-days" {...view} thisMonth={thisMonth && monthPath(thisMonth)} />
  )
}

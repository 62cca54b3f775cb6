import type { Metadata } from 'next'
import { DateViewEvents } from '@/components/events/whats-on'
import { monthPath, THIS_WEEKEND_PATH } from '@/lib/events/by-date'
import { eventMonthAt, getDateView } from '@/lib/events/whats-on'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'What’s on this weekend',
  description:
    'Events on this Saturday and Sunday across Middlesbrough and Redcar & Cleveland, day by day.',
  alternates: pageAlternates(THIS_WEEKEND_PATH),
}

export default async function ThisWeekendPage() {
  const view = await getDateView('this-weekend')
  const thisMonth = await eventMonthAt(view.thisMonth)
  return (
    <DateViewEvents view="this-weekend" {...view} thisMonth={thisMonth && monthPath(thisMonth)} />
  )
}

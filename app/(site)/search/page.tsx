import type { Metadata } from 'next'
import { connection } from 'next/server'
import { SearchForm } from '@/components/search/search-form'
import { NoResults } from '@/components/search/no-results'
import { SearchHelp } from '@/components/search/search-help'
import { SearchResults } from '@/components/search/search-results'
import { monthName, monthOf, monthPath } from '@/lib/events/by-date'
import { getEventFilters } from '@/lib/events/queries'
import { eventMonthAt } from '@/lib/events/whats-on'
import { normaliseQuery } from '@/lib/search/query'
import { searchPublished } from '@/lib/search/site-search'
import { londonParts } from '@/lib/site/dates.mjs'

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the events, news, dictionary and questions of Creative Communities.',
  // A results page is one of endless queries: followed, never indexed (the home page's
  // WebSite structured data tells search engines the address instead).
  robots: { index: false, follow: true },
  alternates: { canonical: '/search' },
}

// Allowed to block: the results are in the HTML itself, not streamed into a placeholder that
// only JavaScript can fill, so the page works without it. The shell is per query anyway.
export const instant = false

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const query = normaliseQuery((await searchParams).q)
  await connection()
  const now = new Date()
  const text = query.kind === 'search' ? query.text : ''
  return (
    <div className="page">
      <h1>Search</h1>
      <SearchForm id="search-page-q" query={text} label="Search for" visibleLabel />
      {query.kind === 'search' ? (
        <Results query={text} now={now} />
      ) : (
        <SearchHelp problem={query} />
      )}
    </div>
  )
}

async function Results({ query, now }: { query: string; now: Date }) {
  const results = await searchPublished(query, now)
  if (results.total) {
    return (
      <SearchResults query={query} results={results} now={now} thisYear={londonParts(now).year} />
    )
  }
  const [month, filters] = await Promise.all([eventMonthAt(monthOf(now)), getEventFilters()])
  return (
    <NoResults
      query={query}
      suggestions={results.suggestions}
      month={month && { href: monthPath(month), name: monthName(month) }}
      filters={filters}
    />
  )
}

import 'server-only'
import { cacheLife } from 'next/cache'
import { CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { londonParts } from './dates.mjs'

/**
 * London's year now, which decides whether a date shows its year (lib/site/dates.mjs
 * formatDate). Cached like the content, so a prerendered page is judged at one moment.
 */
export async function thisLondonYear(): Promise<number> {
  'use cache'
  cacheLife(CONTENT_CACHE_PROFILE)
  return londonParts(new Date()).year
}

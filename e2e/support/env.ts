/** The moment the fixtures were written relative to (set by test/support/e2e.mjs). */
export function fixtureNow(): Date {
  const value = process.env.E2E_NOW
  if (!value) throw new Error('E2E_NOW is not set: run the browser tests with `npm run test:e2e`')
  return new Date(value)
}

export const emulator = {
  host: process.env.FIRESTORE_EMULATOR_HOST ?? '',
  projectId: process.env.FIREBASE_PROJECT_ID ?? '',
}

export const revalidateSecret = process.env.REVALIDATE_SECRET ?? ''

/** The project's caching proxy (scripts/ops/nginx/caching-proxy.conf) in front of the site. */
export function proxyURL(): string {
  const value = process.env.E2E_PROXY_URL
  if (!value)
    throw new Error('E2E_PROXY_URL is not set: run the browser tests with `npm run test:e2e`')
  return value
}

/** A second `next start` of the same build, sharing the first one's cache in Redis. */
export function secondURL(): string {
  const value = process.env.E2E_SECOND_URL
  if (!value) {
    throw new Error(
      'E2E_SECOND_URL is not set: run them with `npm run test:e2e -- --project instances`',
    )
  }
  return value
}

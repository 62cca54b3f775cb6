import { defineConfig } from '@playwright/test'
import { BROWSER_SETTINGS } from './e2e/support/browser-settings'
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs'

// Run through `npm run test:e2e`, which builds the site on a seeded emulator and sets
// E2E_BASE_URL; see test/support/e2e.mjs.
const baseURL = process.env.E2E_BASE_URL
if (!baseURL)
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`')

/** Tests that wait on the real clock (see the projects clock and admin-clock). */
const CLOCK = /@clock/
const SCHEDULE = 'admin/schedule.spec.ts'
/** The specs that projects chromium and clock leave to others (request/ has its own project). */
const NOT_PUBLIC = [
  'admin/**',
  'instances/**',
  'outage/**',
  'odd-content/**',
  'upgrade/**',
  'request/**',
]

const executablePath = process.env.CHROMIUM_PATH
const use = {
  ...BROWSER_SETTINGS,
  launchOptions: executablePath ? { executablePath, args: CHROMIUM_ARGS } : {},
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: !!process.env.CI,
  // No retries, in CI or out (issue 52): a test that fails once is fixed at its cause.
  retries: 0,
  // Two for each project (see `projects`): five only while the clock's tests wait beside the
  // admin specs.
  workers: 5,
  // A guard against a hang, not a speed bar (those are asserted where they are the point): the
  // long admin tests took 20-25 s alone on one machine of this kind and over 30 s on a slower one.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace for every test (screencast and DOM snapshots) costs the browser CPU that
    // this two-core machine lacks: `--retries 1` on the command line records one of a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use,
      workers: 2,
      testIgnore: NOT_PUBLIC,
      grepInvert: CLOCK,
    },
    // The public site's checks that need no browser (e2e/request/, docs/testing.md): requests
    // and an HTML parser, beside the chromium project, on the same server.
    { name: 'request', workers: 2, testMatch: 'request/**/*.spec.ts' },
    // Editors publish and delete content, which would change what the public specs expect:
    // the admin specs run once those have finished.
    {
      name: 'admin',
      use,
      workers: 2,
      testMatch: 'admin/**/*.spec.ts',
      testIgnore: SCHEDULE,
      dependencies: ['chromium', 'request'],
    },
    // Tests that wait minutes on the real clock use little CPU: the public ones tagged @clock
    // (two files, a worker each) and the admin's schedule spec (one) run beside the admin
    // specs. The public ones write events that the public specs would see, so they too wait
    // for those to finish.
    {
      name: 'clock',
      use,
      workers: 2,
      testIgnore: NOT_PUBLIC,
      grep: CLOCK,
      dependencies: ['chromium', 'request'],
    },
    {
      name: 'admin-clock',
      use,
      workers: 1,
      testMatch: SCHEDULE,
      dependencies: ['chromium', 'request'],
    },
    // Two instances of the site built with REDIS_URL, one cache: test/support/e2e.mjs runs these
    // on a build of their own, after the others.
    { name: 'instances', use, testMatch: 'instances/**/*.spec.ts' },
    // Firestore cut under a server of the public specs' build (e2e/outage/): after them too,
    // so that no other test meets the outage.
    { name: 'outage', use, testMatch: 'outage/**/*.spec.ts' },
    // Script-injection vectors in every field and malformed documents (e2e/odd-content/),
    // written for the specs' time only, served by servers of their own: after the others of
    // this Firestore project, so no other spec sees those documents and the outage specs'
    // timings are not measured beside hundreds of page loads. (App Hosting's stage runs beside
    // them all, on a project, a build and a server of its own: test/support/e2e.mjs.)
    {
      name: 'odd-content',
      use,
      testMatch: 'odd-content/**/*.spec.ts',
      dependencies: ['instances', 'outage'],
    },
    // The upgrade from 0.1.0 (test/upgrade/stage.mjs): the old release's data restored and
    // migrated, served by a build of its own at E2E_UPGRADE_URL; requests only, no browser.
    {
      name: 'upgrade',
      testMatch: 'upgrade/**/*.spec.ts',
      workers: 2,
      use: { baseURL: process.env.E2E_UPGRADE_URL },
    },
  ],
})

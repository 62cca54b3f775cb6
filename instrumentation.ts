// Runs once when the server starts (never during `next build`). A startup error is logged to
// the console, and the site starts anyway with what it can serve.
/** How long the server waits for Firestore's first answer before saying it has none. */
const FIRESTORE_WAIT_MS = 10_000

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // One JSON line per console line, with the id of the request it was written for.
  await import('@/lib/observability').then((m) => m.installJsonLogging())
  try {
    const { serverEnv } = await import('@/lib/site/env')
    const env = serverEnv()
    const target = env.FIRESTORE_EMULATOR_HOST
      ? `the Firestore emulator at ${env.FIRESTORE_EMULATOR_HOST}`
      : 'Cloud Firestore'
    console.log(`[startup] reading ${target}, project ${env.projectId}`)
    // The URL gate's index of published documents, kept by Firestore listeners.
    const { liveDocuments, startLiveIndexes } = await import('@/lib/content/live-index')
    startLiveIndexes()
    void liveDocuments('events', FIRESTORE_WAIT_MS).then((live) => {
      if (live) return
      console.error(
        '[startup] Firestore cannot be reached: serving the pages already rendered, and the ' +
          'others once it answers',
      )
    })
  } catch (error) {
    console.error('[startup] the site could not start cleanly:', error)
  }
}

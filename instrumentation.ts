// Runs once when the server starts. SPEC section 8: a startup error is logged to the console.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const { serverEnv } = await import('@/lib/site/env')
    const env = serverEnv()
    const target = env.FIRESTORE_EMULATOR_HOST
      ? `the Firestore emulator at ${env.FIRESTORE_EMULATOR_HOST}`
      : 'Cloud Firestore'
    console.log(`[startup] reading ${target}, project ${env.projectId}`)
  } catch (error) {
    console.error('[startup] the site could not start cleanly:', error)
  }
}

export default async function globalTeardown() {
  await globalThis.__firestoreEmulator?.stop()
}

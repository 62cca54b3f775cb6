// Outside a Next build, 'use cache' is an inert string and these calls have nothing to tag:
// the data functions run straight through to Firestore, which is what the emulator tests test.
// The lifetimes asked for are kept (globalThis.__cacheLives) for the tests that check them.
module.exports = {
  cacheTag: () => {},
  cacheLife: (profile) => {
    ;(globalThis.__cacheLives ??= []).push(profile)
  },
  revalidateTag: () => {},
  updateTag: () => {},
}

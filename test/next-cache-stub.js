// Outside a Next build, 'use cache' is an inert string and these calls have nothing to tag:
// the data functions run straight through to Firestore, which is what the emulator tests test.
module.exports = {
  cacheTag: () => {},
  cacheLife: () => {},
  revalidateTag: () => {},
  updateTag: () => {},
}

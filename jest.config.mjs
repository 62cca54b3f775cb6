import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const shared = {
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/server-only-stub.js',
  },
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
}

/** file-type (lib/awards/document-type.ts) and its readers ship only ES modules: compile them. */
const ESM_PACKAGES = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
]
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`]

/**
 * Two projects: `unit` (pure functions in node, client components in jsdom by per-file
 * docblock; they start no server) and `emulator` (against real services: the data layer on a
 * Firestore emulator that the project's globalSetup starts and its globalTeardown stops, and
 * the shared page cache on a Redis that its `*.redis.test.ts` starts).
 */
const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'node',
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/\\.next',
    '\\.emulator\\.test\\.ts$',
    '\\.redis\\.test\\.ts$',
  ],
})()

const emulator = await createJestConfig({
  ...shared,
  displayName: 'emulator',
  testEnvironment: 'node',
  // Its 30 s test timeout is set in test/emulator/per-file-project.ts.
  testMatch: ['<rootDir>/**/*.emulator.test.ts', '<rootDir>/**/*.redis.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/\\.next'],
  moduleNameMapper: {
    ...shared.moduleNameMapper,
    '^next/cache$': '<rootDir>/test/next-cache-stub.js',
  },
  setupFilesAfterEnv: [...shared.setupFilesAfterEnv, '<rootDir>/test/emulator/per-file-project.ts'],
  globalSetup: '<rootDir>/test/emulator/global-setup.mjs',
  globalTeardown: '<rootDir>/test/emulator/global-teardown.mjs',
})()

// next/jest adds its own pattern that skips all of node_modules; these replace it.
for (const project of [unit, emulator]) {
  project.transformIgnorePatterns = [
    ...transformIgnorePatterns,
    ...project.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ]
}

const config = { projects: [unit, emulator] }
export default config

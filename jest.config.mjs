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

/**
 * file-type (lib/awards/document-check.ts) and the readers it uses ship only ES modules with
 * top-level await, which jest cannot require: they join the packages next/jest compiles (the
 * ones next.config.mjs transpiles), in its own patterns.
 */
const ESM_PACKAGES = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
]
for (const project of [unit, emulator]) {
  project.transformIgnorePatterns = project.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/')
      ? pattern.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`)
      : pattern,
  )
}

// Every core: jest's default leaves one to its own process, which mostly waits, and on the
// two-core machines the checks' last half-minute then ran on one core (docs/testing.md).
const config = { projects: [unit, emulator], maxWorkers: '100%' }
export default config

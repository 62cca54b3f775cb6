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
 * docblock) and `emulator` (the data layer against a real Firestore emulator that the
 * project's globalSetup starts and its globalTeardown stops).
 */
const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\\.next', '\\.emulator\\.test\\.ts$'],
})()

const emulator = await createJestConfig({
  ...shared,
  displayName: 'emulator',
  testEnvironment: 'node',
  // Its 30 s test timeout is set in test/emulator/per-file-project.ts.
  testMatch: ['<rootDir>/**/*.emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/\\.next'],
  moduleNameMapper: {
    ...shared.moduleNameMapper,
    '^next/cache$': '<rootDir>/test/next-cache-stub.js',
  },
  setupFilesAfterEnv: [...shared.setupFilesAfterEnv, '<rootDir>/test/emulator/per-file-project.ts'],
  globalSetup: '<rootDir>/test/emulator/global-setup.mjs',
  globalTeardown: '<rootDir>/test/emulator/global-teardown.mjs',
})()

const config = { projects: [unit, emulator] }
export default config

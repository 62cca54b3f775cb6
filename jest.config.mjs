import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** Unit tests: pure functions in node, client components in jsdom (per-file docblock). */
export default createJestConfig({
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/server-only-stub.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\\.next'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
})
